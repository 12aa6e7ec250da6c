public import Foundation

extension SVGDocument {
    /// Imports the SVG file at `url`, reading at most
    /// `options.maximumFileSize` bytes (also from a pipe or a device).
    public init(contentsOf url: URL, options: SVGImportOptions = SVGImportOptions()) throws(SVGError) {
        let file = url.path
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            var link = stat()
            if errno == ENOENT, lstat(file, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                throw .unreadable(file: file, reason: "it is a symbolic link to a file that does not exist")
            }
            throw .unreadable(file: file, reason: reason)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw .unreadable(file: file, reason: "it is a directory, not a file")
        }
        let data: Data
        do {
            data = try handle.read(upToCount: options.maximumFileSize + 1) ?? Data()
        } catch {
            throw .unreadable(file: file, reason: Self.reason(error))
        }
        try self.init(data: data, fileName: file, folder: url.deletingLastPathComponent().path, options: options)
    }

    /// Imports SVG from bytes; `fileName` names them in errors and warnings.
    /// An `<image>` may embed files only from `options.imageFolders`.
    public init(data: Data, fileName: String, options: SVGImportOptions = SVGImportOptions()) throws(SVGError) {
        try self.init(data: data, fileName: fileName, folder: nil, options: options)
    }

    /// Imports SVG from bytes of a file in `folder` (nil when they are not
    /// a file's), whose images an `<image>` may embed.
    private init(data: Data, fileName: String, folder: String?, options: SVGImportOptions) throws(SVGError) {
        guard data.count <= options.maximumFileSize else {
            throw .tooLarge(file: fileName, limit: options.maximumFileSize)
        }
        guard !data.starts(with: [0x1F, 0x8B]) else { throw .compressed(file: fileName) }
        let document: ParsedXMLDocument
        do {
            document = try XMLDocumentReader.document(of: data)
        } catch {
            throw .malformedXML(file: fileName, line: error.line, column: error.column, message: error.message)
        }
        var importer = SVGImporter(fileName: fileName, folder: folder, options: options)
        self = try importer.document(from: document)
    }

    private static func reason(_ error: any Error) -> String {
        let text = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
