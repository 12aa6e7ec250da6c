internal import CLibXML2
import Foundation

// The only file of the package that touches libxml2 pointers: the reader and
// the writer below.

/// Reads XML text into `ParsedXMLElement` values with libxml2, safely.
///
/// Safety, for
/// untrusted files:
/// - the caller hands over bytes it read itself with a size cap, so libxml2
///   never opens a file (its file reader would transparently gunzip);
/// - `XML_PARSE_NONET`, and an external-entity loader that refuses every
///   request, installed again before each parse because other code (such as
///   FoundationXML) replaces the process-wide loader: no file or network
///   access for external DTDs or entities;
/// - entity substitution (`XML_PARSE_NOENT`) during parsing, so libxml2's
///   own amplification and depth limits judge internal entities (billion
///   laughs fails there) and nothing expands later when attributes are read;
///   Illustrator's namespace entities load;
/// - never `XML_PARSE_HUGE`, `DTDLOAD`, `DTDATTR`, `DTDVALID`, `XINCLUDE`
///   or `RECOVER`: a broken document is an error, not a guess.
enum XMLDocumentReader {
    /// A libxml2 parse failure, with the position it reports.
    struct Failure: Error {
        var line: Int
        var column: Int
        var message: String

        init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }

        /// libxml2's error, with its limit on attribute values explained.
        init(_ error: xmlError) {
            var message = error.message.map { String(cString: $0) } ?? "the XML is not well formed"
            message = message.trimmingCharacters(in: .whitespacesAndNewlines)
            if message == "AttValue length too long" {
                message = "an attribute value is longer than 10,000,000 bytes, the XML parser's limit"
            }
            self.init(line: Int(error.line), column: Int(error.int2), message: message)
        }
    }

    /// The root element of the XML document in `data`.
    static func rootElement(of data: Data) throws(Failure) -> ParsedXMLElement {
        guard !data.isEmpty else { throw Failure(line: 1, column: 1, message: "the file is empty") }
        guard data.count < Int(Int32.max) else {
            throw Failure(line: 1, column: 1, message: "the file is too large for the XML parser")
        }
        xmlSetExternalEntityLoader(refuseExternalEntity)
        guard let context = xmlNewParserCtxt() else {
            throw Failure(line: 1, column: 1, message: "libxml2 could not allocate a parser")
        }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue
                            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                            | XML_PARSE_NOCDATA.rawValue | XML_PARSE_NOBLANKS.rawValue)
        let firstError = FirstError()
        let document = firstError.collecting {
            data.withUnsafeBytes { buffer in
                xmlCtxtReadMemory(context, buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
                                  Int32(buffer.count), nil, nil, options)
            }
        }
        guard let document else { throw firstError.failure ?? lastFailure(of: context) }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else {
            throw Failure(line: 1, column: 1, message: "the document has no root element")
        }
        return element(from: root)
    }

    private static func lastFailure(of context: xmlParserCtxtPtr) -> Failure {
        xmlCtxtGetLastError(context).map { Failure($0.pointee) }
            ?? Failure(line: 1, column: 1, message: "the XML is not well formed")
    }

    /// The first error libxml2 reports while parsing: it names the cause,
    /// where the last one often names a consequence (an attribute value over
    /// libxml2's 10 MB limit is reported last as a start tag without its end).
    private final class FirstError {
        var failure: Failure?

        /// Runs `parse` with this object collecting libxml2's errors on the
        /// current thread (the handler is per thread), then restores the
        /// previous handler.
        func collecting<Result>(_ parse: () -> Result) -> Result {
            let previous = (__xmlStructuredError().pointee, __xmlStructuredErrorContext().pointee)
            xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque()) { context, error in
                guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
                let collector = Unmanaged<FirstError>.fromOpaque(context).takeUnretainedValue()
                if collector.failure == nil { collector.failure = Failure(error.pointee) }
            }
            defer { xmlSetStructuredErrorFunc(previous.1, previous.0) }
            return withExtendedLifetime(self) { parse() }
        }
    }

    /// The concatenated content of an attribute's value nodes (all text, as
    /// entities were substituted while parsing).
    private static func text(of firstNode: xmlNodePtr?) -> String {
        var value = ""
        var node = firstNode
        while let current = node {
            if let content = current.pointee.content { value += String(cString: content) }
            node = current.pointee.next
        }
        return value
    }

    /// The element and its descendants as Swift values. libxml2 limits
    /// nesting to 256 levels without `XML_PARSE_HUGE`, which bounds the recursion.
    private static func element(from node: xmlNodePtr) -> ParsedXMLElement {
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            if let name = current.pointee.name {
                attributes[String(cString: name)] = text(of: current.pointee.children)
            }
            attribute = current.pointee.next
        }
        var children: [ParsedXMLElement] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { children.append(element(from: current)) }
            child = current.pointee.next
        }
        return ParsedXMLElement(
            name: node.pointee.name.map { String(cString: $0) } ?? "",
            namespace: node.pointee.ns?.pointee.href.map { String(cString: $0) },
            attributes: attributes, children: children, line: Int(xmlGetLineNo(node)))
    }
}

/// The external-entity loader: refuses every external DTD, entity and
/// document, so parsing never reads a local file or the network.
private func refuseExternalEntity(
    _ url: UnsafePointer<CChar>?, _ id: UnsafePointer<CChar>?, _ context: xmlParserCtxtPtr?
) -> xmlParserInputPtr? {
    nil
}

/// Writes `XMLOutputElement` trees as XML text with libxml2's text writer,
/// which escapes attribute values and emits the declaration.
enum XMLDocumentWriter {
    /// The document with `root` as its root element, indented by two spaces,
    /// ending with a newline.
    static func text(root: XMLOutputElement) -> String {
        guard let buffer = xmlBufferCreate() else { fatalError("libxml2 could not allocate an output buffer") }
        defer { xmlBufferFree(buffer) }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else { fatalError("libxml2 could not create a writer") }
        xmlTextWriterSetIndent(writer, 1)
        _ = "  ".withXMLString { xmlTextWriterSetIndentString(writer, $0) }
        xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
        write(root, to: writer)
        xmlTextWriterEndDocument(writer)
        xmlFreeTextWriter(writer)
        return String(cString: xmlBufferContent(buffer))
    }

    private static func write(_ element: XMLOutputElement, to writer: xmlTextWriterPtr) {
        element.name.withXMLString { _ = xmlTextWriterStartElement(writer, $0) }
        for (name, value) in element.attributes {
            name.withXMLString { name in value.withXMLString { _ = xmlTextWriterWriteAttribute(writer, name, $0) } }
        }
        for child in element.children { write(child, to: writer) }
        if let text = element.text { _ = text.withXMLString { xmlTextWriterWriteString(writer, $0) } }
        xmlTextWriterEndElement(writer)
    }
}

extension String {
    /// Calls `body` with the string as a NUL-terminated `xmlChar` pointer.
    fileprivate func withXMLString<Result>(_ body: (UnsafePointer<xmlChar>) -> Result) -> Result {
        withCString { $0.withMemoryRebound(to: xmlChar.self, capacity: utf8.count + 1, body) }
    }
}
