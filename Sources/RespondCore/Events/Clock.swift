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
        /// For the end of an animation: how many animations, each started by
        /// the previous one's end, led to it (0: none). Nil for other timers.
        let animationChain: Int?
        /// What the timer is for (a decelerating scroll view), given to its
        /// trace record (`TraceRecord.subject`) for summaries; never printed.
        weak var subject: EngineObject?

        /// Fires before `other`: earlier, or due together and scheduled first.
        @inline(__always)
        func precedes(_ other: Timer) -> Bool {
            fireTime < other.fireTime || (fireTime == other.fireTime && id < other.id)
        }
    }

    /// The pending timers as a binary heap ordered by `Timer.precedes`, so
    /// that scheduling and firing cost O(log n) however many are pending. A
    /// cancelled timer stays in the heap, its id out of `pending`, until it
    /// comes to the top or the cancelled ones are more than the pending ones.
    private var heap: [Timer] = []
    /// The ids of the timers scheduled and neither fired nor cancelled.
    private var pending: Set<Int> = []
    private var nextID = 1

    /// Safety net for `settle()`: timers that keep scheduling timers forever.
    public var settleLimit = 100_000

    /// An animation started by the end of the one before, this many times in a
    /// row, repeats for ever as far as `settle` is concerned (a spinner whose
    /// completion starts it again): its end no longer holds a gesture's
    /// settling back, and goes on as time moves.
    public static let renewalsThatRepeat = 10
    /// The pending animation ends that count as repeating.
    private var repeating: Set<Int> = []
    /// While the end of an animation fires: its chain (see `Timer.animationChain`).
    public private(set) var firingAnimationChain: Int?

    public var hasPendingTimers: Bool { !pending.isEmpty }

    /// When the next timer is due, if one is pending (the playground lets the
    /// clock follow real time up to it, or settles at once when it is far off).
    public var nextTimerTime: Double? { first?.fireTime }

    /// The next timer to fire (cancelled ones at the top are dropped on the way).
    private var first: Timer? {
        while let top = heap.first {
            if pending.contains(top.id) { return top }
            popFirst()
        }
        return nil
    }

    /// Schedules `action` to run `delay` seconds from now. Returns an id for `cancel`.
    @discardableResult
    public func schedule(after delay: Double, label: @escaping @autoclosure () -> String,
                         animationChain: Int? = nil, subject: EngineObject? = nil,
                         _ action: @escaping () throws -> Void) -> Int {
        let id = nextID
        nextID += 1
        let timer = Timer(id: id, fireTime: min(now + max(0, delay), Self.maximumTime), label: label, action: action,
                          animationChain: animationChain, subject: subject)
        pending.insert(id)
        if let chain = animationChain, chain >= Self.renewalsThatRepeat { repeating.insert(id) }
        heap.append(timer)
        siftUp(heap.count - 1)
        return id
    }

    public func cancel(_ id: Int) {
        guard pending.remove(id) != nil else { return }
        repeating.remove(id)
        // Dead entries never outnumber the live ones for long.
        if heap.count > 64, heap.count > 2 * pending.count { rebuild() }
    }

    private func popFirst() {
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
    }

    private func siftUp(_ start: Int) {
        var i = start
        let timer = heap[i]
        while i > 0 {
            let parent = (i - 1) / 2
            guard timer.precedes(heap[parent]) else { break }
            heap[i] = heap[parent]
            i = parent
        }
        heap[i] = timer
    }

    private func siftDown(_ start: Int) {
        var i = start
        let timer = heap[i]
        let n = heap.count
        while true {
            var child = 2 * i + 1
            guard child < n else { break }
            if child + 1 < n, heap[child + 1].precedes(heap[child]) { child += 1 }
            guard heap[child].precedes(timer) else { break }
            heap[i] = heap[child]
            i = child
        }
        heap[i] = timer
    }

    /// The heap again from the pending timers alone.
    private func rebuild() {
        heap.removeAll { !pending.contains($0.id) }
        var i = heap.count / 2
        while i > 0 {
            i -= 1
            siftDown(i)
        }
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
        while let first, first.fireTime <= time {
            popFirst()
            pending.remove(first.id)
            repeating.remove(first.id)
            now = max(now, first.fireTime)
            try engine?.spend(10)
            if let engine, engine.tracer.isActive {
                var record = TraceRecord(.timer, time: now, reason: first.label())
                record.subject = first.subject
                engine.trace(record)
            }
            let outer = firingAnimationChain
            firingAnimationChain = first.animationChain
            defer { firingAnimationChain = outer }
            try first.action()
            // Each firing is a run-loop turn of its own: its changes are laid out (SPEC 12.6 rule 3).
            if let engine, engine.views.layoutPending { try engine.layoutIfNeeded() }
        }
        now = max(now, time)
    }

    /// Runs the clock on until no timer is pending, but for the ends of
    /// animations that repeat (`renewalsThatRepeat`): those go on as time moves.
    public func settle() throws {
        var fired = 0
        while let next = first, repeating.count < pending.count {
            fired += 1
            if fired > settleLimit {
                throw EngineError.invalidOperation("settle: timers kept scheduling new timers (\(settleLimit) fired); giving up")
            }
            try run(until: next.fireTime)
        }
    }
}
