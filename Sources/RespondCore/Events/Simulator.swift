#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The simulated device (LUA_API §8): fingers, and gestures made of them.
///
/// Composites start at the current virtual time, move fingers at 60 Hz, and then
/// settle (run the clock until no timer is pending) unless told not to. Each
/// returns the view hit by its first touch. A held finger sends no events.
public final class Simulator {
    private let engineRef: Unretained<Engine>
    final var engine: Engine { engineRef.object }
    public static let frameInterval = 1.0 / 60.0
    /// The most moves one gesture may send (a minute at 60 Hz is 3,600).
    public static let maximumSteps = 1_000_000
    /// The most taps one `tap` may make.
    public static let maximumTaps = 10_000

    private var pendingBatch: [TouchDispatcher.Change]?

    init(engine: Engine) { engineRef = Unretained(engine) }

    private var dispatcher: TouchDispatcher { engine.dispatcher }
    private var clock: Clock { engine.clock }

    // MARK: Primitives

    /// Puts a finger down at a screen point. Inside `batch` the event is sent at the end.
    public func touchDown(at location: Point) throws -> Touch {
        guard location.isFinite else {
            throw EngineError.invalidArgument(position: 1, message: "coordinates must be finite numbers, got \(location)")
        }
        let touch = dispatcher.makeTouch(at: location)
        try send(.down(touch))
        return touch
    }

    public func move(_ touch: Touch, to location: Point) throws { try send(.move(touch, location)) }
    public func lift(_ touch: Touch) throws { try send(.up(touch)) }
    public func cancel(_ touch: Touch) throws { try send(.cancel(touch)) }

    /// Sends every change made inside `body` as one event.
    public func batch(_ body: () throws -> Void) throws {
        if pendingBatch != nil { try body(); return }
        pendingBatch = []
        do {
            try body()
        } catch {
            pendingBatch = nil
            throw error
        }
        let changes = pendingBatch!
        pendingBatch = nil
        if !changes.isEmpty { try dispatcher.send(changes) }
    }

    private func send(_ change: TouchDispatcher.Change) throws {
        if pendingBatch != nil {
            if pendingBatch!.contains(where: { $0.touch === change.touch }) {
                throw EngineError.invalidOperation("finger \(change.touch.finger) changes twice in one batch")
            }
            pendingBatch!.append(change)
        } else {
            try dispatcher.send(change)
        }
    }

    // MARK: Composites

    public struct TapOptions {
        public var taps = 1, fingers = 1
        public var spread = 40.0, hold = 0.05, interval = 0.1
        public var settle = true
        public init() {}
    }

    public struct PathOptions {
        public var duration = 0.3
        public var steps: Int?
        public var fingers = 1
        public var spread = 40.0
        public var settle = true
        public init() {}
    }

    /// `tap(loc, {taps=, fingers=, spread=, hold=, interval=})`.
    @discardableResult
    public func tap(at location: Point, _ options: TapOptions = TapOptions()) throws -> View? {
        try checkLocation(location)
        try require(options.taps >= 1 && options.taps <= Self.maximumTaps, "taps must be from 1 to \(Self.maximumTaps)")
        try require(options.fingers >= 1 && options.fingers <= 10, "fingers must be from 1 to 10")
        try require(options.hold >= 0 && options.interval >= 0, "hold and interval must be ≥ 0")
        return try composite(settle: options.settle) {
            var first: View?
            for k in 0..<options.taps {
                let touches = try down(fingerPositions(location, options.fingers, options.spread))
                if k == 0 { first = touches.first?.view }
                try clock.advance(by: options.hold)
                try dispatcher.send(touches.map { .up($0) })
                if k < options.taps - 1 { try clock.advance(by: options.interval) }
            }
            return first
        }
    }

    /// `longPress(loc, {duration=0.8, fingers=})`.
    @discardableResult
    public func longPress(at location: Point, duration: Double = 0.8, fingers: Int = 1, spread: Double = 40,
                          settle: Bool = true) throws -> View? {
        try checkLocation(location)
        try require(duration >= 0, "duration must be ≥ 0")
        try require(fingers >= 1 && fingers <= 10, "fingers must be from 1 to 10")
        return try composite(settle: settle) {
            let touches = try down(fingerPositions(location, fingers, spread))
            try clock.advance(by: duration)
            try dispatcher.send(touches.map { .up($0) })
            return touches.first?.view
        }
    }

    /// `drag(from, to, {duration=0.3 | steps=N, fingers=})`.
    @discardableResult
    public func drag(from start: Point, to end: Point, _ options: PathOptions = PathOptions()) throws -> View? {
        try checkLocation(start)
        try checkLocation(end)
        try require(options.fingers >= 1 && options.fingers <= 10, "fingers must be from 1 to 10")
        let starts = fingerPositions(start, options.fingers, options.spread)
        let ends = fingerPositions(end, options.fingers, options.spread)
        return try path(options) { progress in zip(starts, ends).map { lerp($0, $1, progress) } }
    }

    /// `swipe(loc, direction, {distance=150, duration=0.1})`.
    @discardableResult
    public func swipe(at location: Point, direction: String, distance: Double = 150, duration: Double = 0.1,
                      fingers: Int = 1, settle: Bool = true) throws -> View? {
        let unit: Point
        switch direction {
        case "right": unit = Point(1, 0)
        case "left": unit = Point(-1, 0)
        case "up": unit = Point(0, -1)
        case "down": unit = Point(0, 1)
        default:
            throw EngineError.invalidArgument(position: 2, message: "direction must be \"right\", \"left\", \"up\" or \"down\", got \"\(direction)\"")
        }
        var options = PathOptions()
        options.duration = duration
        options.fingers = fingers
        options.settle = settle
        return try drag(from: location, to: location + unit * distance, options)
    }

    /// `pinch(loc, {scale=2, spread=100, angle=0, duration=0.5})`: two fingers on a
    /// horizontal line, `spread` apart at the start and `spread·scale` at the end,
    /// the line between them turning by `angle` radians on the way (positive
    /// clockwise on screen, as `rotate`'s): one gesture that both pinches and
    /// rotates, as two fingers do.
    @discardableResult
    public func pinch(at location: Point, scale: Double = 2, spread: Double = 100, angle: Double = 0,
                      duration: Double = 0.5, settle: Bool = true) throws -> View? {
        try checkLocation(location)
        try require(scale > 0 && scale.isFinite, "scale must be a positive number")
        try require(spread > 0 && spread.isFinite, "spread must be a positive number")
        try require(angle.isFinite, "angle must be a finite number")
        var options = PathOptions()
        options.duration = duration
        options.settle = settle
        return try path(options) { progress in
            let half = (spread + (spread * scale - spread) * progress) / 2
            if angle == 0 { return [Point(location.x - half, location.y), Point(location.x + half, location.y)] }
            let theta = angle * progress
            let offset = Point(cos(theta) * half, sin(theta) * half)
            return [location - offset, location + offset]
        }
    }

    /// `rotate(loc, {angle=π/2, radius=80, duration=0.5})`: two fingers facing each
    /// other on a circle; a positive angle turns clockwise on screen.
    @discardableResult
    public func rotate(at location: Point, angle: Double = .pi / 2, radius: Double = 80, duration: Double = 0.5,
                       settle: Bool = true) throws -> View? {
        try checkLocation(location)
        try require(angle.isFinite, "angle must be a finite number")
        try require(radius > 0 && radius.isFinite, "radius must be a positive number")
        var options = PathOptions()
        options.duration = duration
        options.settle = settle
        return try path(options) { progress in
            let theta = angle * progress
            let offset = Point(cos(theta) * radius, sin(theta) * radius)
            return [location + offset, location - offset]
        }
    }

    /// `edgePan(edge, {distance=150, duration=0.3})`: from 2 pt inside the middle of
    /// a screen edge, straight inwards.
    @discardableResult
    public func edgePan(edge: String, distance: Double = 150, duration: Double = 0.3, settle: Bool = true) throws -> View? {
        let s = engine.screen
        let start: Point, direction: Point
        switch edge {
        case "left": start = Point(s.minX + 2, s.midY); direction = Point(1, 0)
        case "right": start = Point(s.maxX - 2, s.midY); direction = Point(-1, 0)
        case "top": start = Point(s.midX, s.minY + 2); direction = Point(0, 1)
        case "bottom": start = Point(s.midX, s.maxY - 2); direction = Point(0, -1)
        default:
            throw EngineError.invalidArgument(position: 1, message: "edge must be \"left\", \"right\", \"top\" or \"bottom\", got \"\(edge)\"")
        }
        var options = PathOptions()
        options.duration = duration
        options.settle = settle
        return try drag(from: start, to: start + direction * distance, options)
    }

    // MARK: Helpers

    /// Fingers on a horizontal line centred on `center`, `spread` apart.
    public func fingerPositions(_ center: Point, _ count: Int, _ spread: Double) -> [Point] {
        (0..<count).map { i in Point(center.x + (Double(i) - Double(count - 1) / 2) * spread, center.y) }
    }

    private func down(_ points: [Point]) throws -> [Touch] {
        let touches = points.map { dispatcher.makeTouch(at: $0) }
        try dispatcher.send(touches.map { .down($0) })
        return touches
    }

    /// Fingers down at `positions(0)`, moved at 60 Hz (or `steps` times) through
    /// `positions(progress)`, lifted where they end.
    private func path(_ options: PathOptions, _ positions: @escaping (Double) -> [Point]) throws -> View? {
        try require(options.duration >= 0 && options.duration.isFinite, "duration must be a finite number ≥ 0")
        if let steps = options.steps {
            try require(steps >= 1 && steps <= Self.maximumSteps, "steps must be from 1 to \(Self.maximumSteps)")
        }
        let frames = (options.duration / Self.frameInterval).rounded()
        try require(options.steps != nil || frames <= Double(Self.maximumSteps),
                    "a duration of \(formatNumber(options.duration)) s is \(formatNumber(frames)) moves at 60 Hz; "
                    + "at most \(Self.maximumSteps) (pass steps = N for fewer moves)")
        let count = options.steps ?? max(1, Int(frames))
        return try composite(settle: options.settle) {
            let touches = try down(positions(0))
            let start = clock.now
            for i in 1...count {
                let progress = Double(i) / Double(count)
                try clock.run(until: start + options.duration * progress)
                let points = i == count ? positions(1) : positions(progress)
                try dispatcher.send(zip(touches, points).map { .move($0, $1) })
            }
            try dispatcher.send(touches.map { .up($0) })
            return touches.first?.view
        }
    }

    /// Runs a composite; if it fails with fingers still down, they are cancelled.
    private func composite(settle: Bool, _ body: () throws -> View?) throws -> View? {
        if dispatcher.isDispatching {
            throw EngineError.invalidOperation("cannot inject touches while an event is being delivered")
        }
        if pendingBatch != nil {
            throw EngineError.invalidOperation("gestures cannot run inside sim.batch; use touchDown and moveTo there")
        }
        do {
            let hit = try body()
            if settle { try clock.settle() }
            return hit
        } catch {
            dispatcher.cancelAllTouches()
            throw error
        }
    }

    private func checkLocation(_ p: Point) throws {
        if !p.isFinite {
            throw EngineError.invalidArgument(position: 1, message: "coordinates must be finite numbers, got \(p)")
        }
    }

    private func require(_ condition: Bool, _ message: String) throws {
        if !condition { throw EngineError.invalidOperation(message) }
    }
}

func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
}
