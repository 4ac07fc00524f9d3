/// Collects trace records: a ring of the last `limit` records when recording,
/// and a live observer (the `--trace` printer). Idle unless one of them is on.
public final class Tracer {
    public private(set) var isActive = false

    public var isRecording = false { didSet { update() } }
    public var liveObserver: ((TraceRecord) -> Void)? { didSet { update() } }
    /// Extra observers that need every record while they run (the playground):
    /// what each keeps, at most how many, and how many more it saw.
    private struct Capture {
        var records: [TraceRecord] = []
        let limit: Int
        var dropped = 0
    }
    private var captures: [Capture] = []

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
        if !captures.isEmpty {
            let last = captures.count - 1
            if captures[last].records.count < captures[last].limit {
                captures[last].records.append(record)
            } else {
                captures[last].dropped += 1
            }
        }
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
        let (result, records, _) = try capture(keepingAtMost: .max, body)
        return (result, records)
    }

    /// The same, keeping only the first `limit` records; `dropped` counts the rest.
    public func capture<T>(keepingAtMost limit: Int, _ body: () throws -> T) rethrows
        -> (T, [TraceRecord], dropped: Int) {
        captures.append(Capture(limit: max(0, limit)))
        update()
        defer { update() }
        do {
            let result = try body()
            let capture = captures.removeLast()
            return (result, capture.records, capture.dropped)
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
