#if canImport(Glibc)
internal import CMalloc
#endif

/// How memory is kept for inputs of megabytes (paths of hundreds of
/// thousands of segments): one heap for every thread. glibc gives each
/// thread that allocates while another does a heap of its own, and a heap
/// reuses only what was freed in it; matching and writing such paths frees
/// and allocates blocks of megabytes on both cores, so that two 5.5 MB
/// paths peaked at 102–111 MiB resident (2026-11-27) where the one heap
/// keeps them at 94–102 MiB, and two smoother ones at 83–92, in the same
/// time (the 20,001-key benchmark runs as fast with one heap too, but the
/// setting is kept to big inputs).
enum LargeInputAllocation {
    /// From how many bytes of input files, together, one heap is used.
    static let fileByteLimit = 1 << 20

    /// Sets the allocator for input files of `fileBytes` bytes together;
    /// to take effect, called before any thread but the main one allocates.
    static func prepare(forFileBytes fileBytes: Int) {
        #if canImport(Glibc)
        guard fileBytes >= fileByteLimit else { return }
        _ = mallopt(M_ARENA_MAX, 1)
        #endif
    }
}
