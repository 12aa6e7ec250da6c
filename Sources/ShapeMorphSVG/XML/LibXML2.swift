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

    /// The XML document in `data`.
    ///
    /// libxml2 reads the bytes where they are (no copy) as a stream of nodes
    /// and frees each once it is read, so only the Swift tree is ever held
    /// whole: a document's peak memory is its bytes and its elements once,
    /// not a C tree beside them.
    static func document(of data: Data) throws(Failure) -> ParsedXMLDocument {
        guard !data.isEmpty else { throw Failure(line: 1, column: 1, message: "the file is empty") }
        guard data.count < Int(Int32.max) else {
            throw Failure(line: 1, column: 1, message: "the file is too large for the XML parser")
        }
        xmlSetExternalEntityLoader(refuseExternalEntity)
        xmlResetLastError()
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue
                            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                            | XML_PARSE_NOCDATA.rawValue)
        let firstError = FirstError()
        let result = firstError.collecting {
            data.withUnsafeBytes { buffer -> Result<ParsedXMLDocument, Failure> in
                guard let reader = xmlReaderForMemory(buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
                                                      Int32(buffer.count), nil, nil, options) else {
                    return .failure(Failure(line: 1, column: 1, message: "libxml2 could not allocate a parser"))
                }
                defer { xmlFreeTextReader(reader) }
                return readDocument(from: reader, errors: firstError, text: buffer)
            }
        }
        return try result.get()
    }

    /// Reads the reader's nodes to the end, building each element once its
    /// end tag (or its empty tag) is read.
    private static func readDocument(from reader: xmlTextReaderPtr, errors: FirstError,
                                     text: UnsafeRawBufferPointer) -> Result<ParsedXMLDocument, Failure> {
        var open: [ParsedXMLElement] = []
        var root: ParsedXMLElement?
        var instructions: [ParsedXMLDocument.Instruction] = []
        func close(_ element: ParsedXMLElement) {
            if open.isEmpty { root = element } else { open[open.count - 1].children.append(element) }
        }
        while true {
            switch xmlTextReaderRead(reader) {
            case 1: break
            case 0:
                guard let root else { return .failure(Failure(line: 1, column: 1, message: "the document has no root element")) }
                return .success(ParsedXMLDocument(root: root, instructions: instructions))
            default:
                if errors.failure == nil, let error = xmlGetLastError() { errors.record(error.pointee) }
                if let unclosed = open.last, errors.code == Int32(XML_ERR_DOCUMENT_END.rawValue) {
                    // libxml2's stream reader calls an unclosed element "extra content".
                    let newline = UInt8(ascii: "\n")
                    let lastLineStart = text.lastIndex(of: newline).map { $0 + 1 } ?? 0
                    return .failure(Failure(line: 1 + text.count { $0 == newline }, column: text.count - lastLineStart + 1,
                                            message: "the file ends inside <\(unclosed.name)> of line \(unclosed.line)"))
                }
                return .failure(errors.failure ?? Failure(line: 1, column: 1, message: "the XML is not well formed"))
            }
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                let element = currentElement(of: reader)
                if xmlTextReaderIsEmptyElement(reader) == 1 { close(element) } else { open.append(element) }
            case Int32(XML_READER_TYPE_PROCESSING_INSTRUCTION.rawValue):
                instructions.append(ParsedXMLDocument.Instruction(
                    name: xmlTextReaderConstName(reader).map { String(cString: $0) } ?? "",
                    text: xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? "",
                    line: xmlTextReaderCurrentNode(reader).map { Int(xmlGetLineNo($0)) } ?? 0))
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                if let element = open.popLast() { close(element) }
            case Int32(XML_READER_TYPE_WHITESPACE.rawValue), Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
                // Whitespace between elements is layout, except inside text, where it is a space.
                if open.contains(where: { $0.name == "text" }), let value = xmlTextReaderConstValue(reader) {
                    let last = open.count - 1
                    open[last].textNodes.append(ParsedXMLElement.TextNode(position: open[last].children.count, text: String(cString: value)))
                }
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue):
                if !open.isEmpty, let value = xmlTextReaderConstValue(reader) {
                    let last = open.count - 1
                    open[last].textNodes.append(ParsedXMLElement.TextNode(position: open[last].children.count, text: String(cString: value)))
                }
            default:
                break
            }
        }
    }

    /// The element the reader is on, with its attributes (namespace
    /// declarations left out) and no children yet.
    private static func currentElement(of reader: xmlTextReaderPtr) -> ParsedXMLElement {
        func string(_ text: UnsafePointer<xmlChar>?) -> String? { text.map { String(cString: $0) } }
        let name = string(xmlTextReaderConstLocalName(reader)) ?? ""
        let namespace = string(xmlTextReaderConstNamespaceUri(reader))
        let line = xmlTextReaderCurrentNode(reader).map { Int(xmlGetLineNo($0)) } ?? 0
        var attributes: [String: String] = [:]
        while xmlTextReaderMoveToNextAttribute(reader) == 1 {
            guard xmlTextReaderIsNamespaceDecl(reader) != 1, let name = string(xmlTextReaderConstLocalName(reader)) else { continue }
            // A plain href wins over xlink:href, whichever comes first (SVG 2).
            if name == "href", attributes[name] != nil, string(xmlTextReaderConstNamespaceUri(reader)) != nil { continue }
            attributes[name] = string(xmlTextReaderConstValue(reader)) ?? ""
        }
        xmlTextReaderMoveToElement(reader)
        return ParsedXMLElement(name: name, namespace: namespace, attributes: attributes, children: [], line: line)
    }

    /// The first error libxml2 reports while parsing: it names the cause,
    /// where the last one often names a consequence (an attribute value over
    /// libxml2's 10 MB limit is reported last as a start tag without its end).
    private final class FirstError {
        private(set) var failure: Failure?
        /// libxml2's code for `failure` (an `xmlParserErrors` value).
        private(set) var code: Int32 = 0

        func record(_ error: xmlError) {
            guard failure == nil else { return }
            failure = Failure(error)
            code = error.code
        }

        /// Runs `parse` with this object collecting libxml2's errors on the
        /// current thread (the handler is per thread), then restores the
        /// previous handler.
        func collecting<Result>(_ parse: () -> Result) -> Result {
            let previous = (__xmlStructuredError().pointee, __xmlStructuredErrorContext().pointee)
            xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque()) { context, error in
                guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
                let collector = Unmanaged<FirstError>.fromOpaque(context).takeUnretainedValue()
                collector.record(error.pointee)
            }
            defer { xmlSetStructuredErrorFunc(previous.1, previous.0) }
            return withExtendedLifetime(self) { parse() }
        }
    }
}

/// The external-entity loader: refuses every external DTD, entity and
/// document, so parsing never reads a local file or the network.
private func refuseExternalEntity(
    _ url: UnsafePointer<CChar>?, _ id: UnsafePointer<CChar>?, _ context: xmlParserCtxtPtr?
) -> xmlParserInputPtr? {
    nil
}
