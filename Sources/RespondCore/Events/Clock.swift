/// The virtual clock. Time moves only when told to; timers fire in time order
/// (and in the order they were scheduled when due together).
public final class Clock {
    public private(set) var now: Double = 0
    @BackPointer var engine: Engine? = nil
    /// How far the virtual clock can go, in seconds (about 31 years): enough for
    /// any scenario, and small enough that every time prints exactly in ms.
    public static let maximumTime = 1e9

    private struct Timer {
        let id: Int
        let fireTime: Double
        /// What the trace says when it fires (made only then).
        let label: () -> String
        let action: () throws -> Void
    }

    private var timers: [Timer] = []
    private var nextID = 1

    /// Safety net for `settle()`: timers that keep scheduling timers forever.
    public var settleLimit = 100_000

    public var hasPendingTimers: Bool { !timers.isEmpty }

    /// When the next timer is due, if one is pending (the playground lets the
    /// clock follow real time up to it, or settles at once when it is far off).
    public var nextTimerTime: Double? { timers.first?.fireTime }

    /// Schedules `action` to run `delay` seconds from now. Returns an id for `cancel`.
    @discardableResult
    public func schedule(after delay: Double, label: @escaping @autoclosure () -> String,
                         _ action: @escaping () throws -> Void) -> Int {
        let id = nextID
        nextID += 1
        let timer = Timer(id: id, fireTime: min(now + max(0, delay), Self.maximumTime), label: label, action: action)
        // Stable insertion: after every timer due at the same time or earlier.
        let index = timers.firstIndex { $0.fireTime > timer.fireTime } ?? timers.endIndex
        timers.insert(timer, at: index)
        return id
    }

    public func cancel(_ id: Int) {
        // Ids are unique: one to find (removeAll(where:) rebuilds the array).
        if let i = timers.firstIndex(where: { $0.id == id }) { timers.remove(at: i) }
    }

    /// Moves time forward by `seconds`, firing due timers on the way.
    public func advance(by seconds: Double) throws {
        guard seconds.isFinite, seconds >= 0 else {
            throw EngineError.invalidArgument(position: 1, message: "time must be a finite number ≥ 0, got \(formatNumber(seconds))")
        }
        guard now + seconds <= Self.maximumTime else {
            throw EngineError.invalidArgument(position: 1, message:
                "the clock would pass \(formatNumber(Self.maximumTime)) s (it is at \(formatNumber(now)) s); wait less")
        }
        try run(until: now + seconds)
    }

    /// Fires every timer due at or before `time`, then sets the clock to `time`.
    public func run(until time: Double) throws {
        guard time <= Self.maximumTime else {
            throw EngineError.invalidOperation("the clock would pass \(formatNumber(Self.maximumTime)) s")
        }
        while let first = timers.first, first.fireTime <= time {
            timers.removeFirst()
            now = max(now, first.fireTime)
            try engine?.spend(10)
            engine?.trace(TraceRecord(.timer, time: now, reason: first.label()))
            try first.action()
        }
        now = max(now, time)
    }

    /// Runs the clock on until no timer is pending.
    public func settle() throws {
        var fired = 0
        while let next = timers.first {
            fired += 1
            if fired > settleLimit {
                throw EngineError.invalidOperation("settle: timers kept scheduling new timers (\(settleLimit) fired); giving up")
            }
            try run(until: next.fireTime)
        }
    }
}
