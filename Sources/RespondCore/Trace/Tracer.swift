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

    /// The script's memory counter (the engine's); kept records are charged to it.
    var memoryCounter: UnsafeMutablePointer<Int>? {
        willSet { memoryCounter?.pointee -= chargedBytes }
        didSet { memoryCounter?.pointee += chargedBytes }
    }
    private var chargedBytes = 0

    /// What keeping a record costs: its slot in the ring and its longest text.
    private static func cost(of record: TraceRecord) -> Int {
        MemoryLayout<TraceRecord>.stride + (record.reason.map { $0.utf8.count > 15 ? $0.utf8.count + 32 : 0 } ?? 0)
    }

    private func charge(_ bytes: Int) {
        chargedBytes += bytes
        memoryCounter?.pointee += bytes
    }

    deinit { memoryCounter?.pointee -= chargedBytes }

    private func update() { isActive = isRecording || liveObserver != nil || !captures.isEmpty }

    func emit(_ record: TraceRecord) {
        if isRecording {
            if ring.count < limit {
                ring.append(record)
                charge(Self.cost(of: record))
            } else {
                charge(Self.cost(of: record) - Self.cost(of: ring[start]))
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
        charge(-chargedBytes)
    }

    /// Runs `body` and returns the records it emitted, whatever else is on.
    public func capture<T>(_ body: () throws -> T) rethrows -> (T, [TraceRecord]) {
        let (result, records, _) = try capture(keepingAtMost: .max, body)
        return (result, records)
    }

    /// How many records the innermost `capture` running now has seen so far (kept
    /// and dropped), or 0 outside one: where something that happens meanwhile
    /// (what a script prints) falls among its records.
    public var capturedSoFar: Int {
        guard let last = captures.last else { return 0 }
        return last.records.count + last.dropped
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
        guard ring.count > limit else { return }
        let kept = Array(records.suffix(limit))
        clear()
        ring = kept
        charge(kept.reduce(0) { $0 + Self.cost(of: $1) })
    }
}
