import ShapeMorph
package import ShapeMorphSupport

extension SVGAnimation.Layer {
    /// The paint attributes of a layer's keys drawn in `paints` (its own,
    /// or changed run by run) under each key's fill rule: `lists`, one for
    /// each stretch of keys alike in both, made once (a colour moves in
    /// steps of 1/255, so thousands of keys share a few hundred), and for
    /// each key, `listOfKey`, its list.
    package func paintAttributes(_ paints: SVGAnimation.Paints, format: NumberFormat, id: String)
        -> (lists: [[(name: String, value: String)]], listOfKey: [Int]) {
        var lists: [[(name: String, value: String)]] = [], listOfKey: [Int] = []
        listOfKey.reserveCapacity(paints.count)
        var last: (run: Int, fillRule: FillRule)?
        for key in paints.indices {
            let run = paints.run(ofKey: key), fillRule = shapes.fillRule(at: key)
            if last?.run != run || last?.fillRule != fillRule {
                lists.append(SVGDocument.paintAttributes(paints[key], fillRule: fillRule, format: format, id: id))
                last = (run, fillRule)
            }
            listOfKey.append(lists.count - 1)
        }
        return (lists, listOfKey)
    }
}
