/// Collects trace records: a ring of the last `limit` records when recording,
/// and a live observer (the `--trace` printer). Idle unless one of them is on.
public final class Tracer {
    public private(set) var isActive = false

    public var isRecording = false { didSet { update() } }
    public var liveObserver: ((TraceRecord) -> Void)? { didSet { update() } }
    /// Extra observers that need every record while they run (e.g. `explain`).
    private var captures: [[TraceRecord]] = []

    public var limit = 10_000 {
        didSet {
            limit = min(max(1, limit), Self.maximumLimit)
            trim()
        }
    }

    /// The most records a run may keep (each costs memory the script is charged for).
    public static let maximumLimit = 10_000_000

    private var ring: [TraceRecord] = []
    private var start = 0

    private func update() { isActive = isRecording || liveObserver != nil || !captures.isEmpty }

    func emit(_ record: TraceRecord) {
        if isRecording {
            if ring.count < limit {
                ring.append(record)
            } else {
                ring[start] = record
                start = (start + 1) % ring.count
            }
        }
        if !captures.isEmpty { captures[captures.count - 1].append(record) }
        liveObserver?(record)
    }

    /// The records kept since the last `clear()`, oldest first.
    public var records: [TraceRecord] { Array(ring[start...] + ring[..<start]) }

    public func clear() {
        ring.removeAll()
        start = 0
    }

    /// Runs `body` and returns the records it emitted, whatever else is on.
    public func capture<T>(_ body: () throws -> T) rethrows -> (T, [TraceRecord]) {
        captures.append([])
        update()
        defer { update() }
        do {
            let result = try body()
            return (result, captures.removeLast())
        } catch {
            captures.removeLast()
            throw error
        }
    }

    private func trim() {
        let all = records
        ring = Array(all.suffix(limit))
        start = 0
    }
}
