/// Releasing a deep hierarchy must not nest one deinit per level: a chain of
/// 100,000 views (or controllers) would overflow the stack. An object whose
/// deinit lets go of other engine objects hands them here instead, and the
/// outermost deinit drains the queue, releasing them one at a time.
enum ReleaseQueue {
    nonisolated(unsafe) private static var pending: [AnyObject] = []
    nonisolated(unsafe) private static var draining = false

    static func adopt(_ objects: [AnyObject]) {
        pending.append(contentsOf: objects)
    }

    static func drain() {
        guard !draining else { return }
        draining = true
        defer { draining = false }
        while !pending.isEmpty {
            // Each release here may add more (the next level), never recurse.
            _ = pending.removeLast()
        }
    }
}
