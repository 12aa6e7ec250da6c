import Foundation

/// A C library opened when it is first needed instead of linked, so that
/// a program that never needs it starts without loading it and the
/// libraries it brings in turn. Opened for good: never closed. Its
/// functions are looked up by name and called through the pointer types
/// the bridging targets declare from the libraries' own headers.
package struct LoadedLibrary: @unchecked Sendable /* a dlopen handle, never closed */ {
    /// Why a library, or one of its functions, could not be had.
    package struct Failure: Error {
        /// The library's soname or the function's name.
        package let name: String
        /// What the dynamic loader said.
        package let reason: String
    }

    private let handle: UnsafeMutableRawPointer

    /// The library whose soname is `soname` (`libcairo.so.2`).
    package init(_ soname: String) throws(Failure) {
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else { throw Failure(name: soname, reason: Self.lastError()) }
        self.handle = handle
    }

    /// The function `name` of the library, as type `Function`: the C
    /// function pointer type its header declares for it.
    package func function<Function>(_ name: String) throws(Failure) -> Function {
        guard let address = dlsym(handle, name) else { throw Failure(name: name, reason: Self.lastError()) }
        return unsafeBitCast(address, to: Function.self)
    }

    private static func lastError() -> String { dlerror().map { String(cString: $0) } ?? "not found" }
}
