/// `UIView.animate` (SPEC 11.8, 11.11 "Animations"): what you see is not where
/// you tap. The animations function changes the model at once (hit testing uses
/// it); what is drawn, the presentation, moves from the old values to the new
/// ones over the duration on the virtual clock. Unless `allowUserInteraction`,
/// the views being animated refuse touches from the call until the completion.
public final class Animator {
    /// Core Animation's named timing functions [doc].
    public enum Curve: String, CaseIterable, Sendable {
        case easeInOut, easeIn, easeOut, linear

        /// The cubic Bézier's control points (x1, y1, x2, y2).
        var controlPoints: (Double, Double, Double, Double) {
            switch self {
            case .linear: (0, 0, 1, 1)
            case .easeIn: (0.42, 0, 1, 1)
            case .easeOut: (0, 0, 0.58, 1)
            case .easeInOut: (0.42, 0, 0.58, 1)
            }
        }

        /// The progress at time fraction `t` (0…1): the curve's y where its x is `t`.
        public func progress(_ t: Double) -> Double {
            let t = min(max(t, 0), 1)
            if self == .linear { return t }
            let (x1, y1, x2, y2) = controlPoints
            func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
                let u = 1 - s
                return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
            }
            // x(s) is increasing: bisection finds s for x = t to well under a point's worth.
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if bezier(mid, x1, x2) < t { lo = mid } else { hi = mid }
            }
            return bezier((lo + hi) / 2, y1, y2)
        }
    }

    /// The animatable properties (`frame` is `center` and `bounds` together).
    public enum Property: Hashable, Sendable { case center, bounds, transform, alpha }

    /// The animatable properties of a view.
    public struct Look: Equatable {
        public var center: Point
        public var bounds: Rect
        public var transform: AffineTransform
        public var alpha: Double

        init(_ view: View) {
            center = view.center
            bounds = view.bounds
            transform = view.transform
            alpha = view.alpha
        }

        /// Each value `p` of the way from `self` to `other`.
        func mixed(with other: Look, _ p: Double) -> Look {
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
            var out = self
            out.center = Point(mix(center.x, other.center.x), mix(center.y, other.center.y))
            out.bounds = Rect(mix(bounds.minX, other.bounds.minX), mix(bounds.minY, other.bounds.minY),
                              mix(bounds.size.width, other.bounds.size.width), mix(bounds.size.height, other.bounds.size.height))
            out.transform = AffineTransform(a: mix(transform.a, other.transform.a), b: mix(transform.b, other.transform.b),
                                            c: mix(transform.c, other.transform.c), d: mix(transform.d, other.transform.d),
                                            tx: mix(transform.tx, other.transform.tx), ty: mix(transform.ty, other.transform.ty))
            out.alpha = mix(alpha, other.alpha)
            return out
        }

        /// The properties that differ from another look's.
        func changes(from other: Look) -> Set<Property> {
            var out: Set<Property> = []
            if center != other.center { out.insert(.center) }
            if bounds != other.bounds { out.insert(.bounds) }
            if transform != other.transform { out.insert(.transform) }
            if alpha != other.alpha { out.insert(.alpha) }
            return out
        }

        /// This look with `properties` taken from `other`.
        func taking(_ properties: Set<Property>, from other: Look) -> Look {
            var out = self
            if properties.contains(.center) { out.center = other.center }
            if properties.contains(.bounds) { out.bounds = other.bounds }
            if properties.contains(.transform) { out.transform = other.transform }
            if properties.contains(.alpha) { out.alpha = other.alpha }
            return out
        }

        /// The frame this look draws: the bounds' size transformed about the centre.
        public var frame: Rect { View.frame(center: center, size: bounds.size, transform: transform) }

        /// A point of the view's bounds coordinates in its superview's, as
        /// `View.convertToSuperview` converts it, with this look's values.
        func convertToSuperview(_ p: Point) -> Point {
            let b = bounds
            var local = Point(p.x - b.origin.x - b.size.width / 2, p.y - b.origin.y - b.size.height / 2)
            if !transform.isIdentity { local = transform.apply(local) }
            return local + center
        }
    }

    /// A view's properties moving from one look to another.
    struct Track {
        let view: View
        let from: Look
        let to: Look
        let properties: Set<Property>
    }

    /// One call of `UIView.animate`.
    final class Animation {
        let number: Int
        let start: Double
        let duration: Double
        let curve: Curve
        let blocksTouches: Bool
        var tracks: [Track]
        var completion: ((Bool) throws -> Void)?
        var timer = 0
        /// Until it finishes (the animator's list drops it later, in one sweep).
        var isLive = true

        init(number: Int, start: Double, duration: Double, curve: Curve, blocksTouches: Bool,
             tracks: [Track], completion: ((Bool) throws -> Void)?) {
            self.number = number
            self.start = start
            self.duration = duration
            self.curve = curve
            self.blocksTouches = blocksTouches
            self.tracks = tracks
            self.completion = completion
        }

        func progress(at now: Double) -> Double {
            guard duration > 0 else { return now >= start ? 1 : 0 }
            return curve.progress((now - start) / duration)
        }
    }

    /// The looks an animations function's changes start from, one per view it changed.
    private struct Capture {
        var changed: [(view: View, model: Look, drawn: Look)] = []
        var seen: Set<ObjectIdentifier> = []
    }

    private let engineRef: Unretained<Engine>
    private var engine: Engine { engineRef.object }
    /// The running animations in the order they started; finished ones stay
    /// (not `isLive`) until they are more than half the list, then go in one sweep.
    private var running: [Animation] = []
    private var liveCount = 0
    /// Each animated view's running animations with its track in each, in the
    /// order they started: what is drawn for one view, and which animations a
    /// new one ends, are found without looking at the others (at most one a
    /// property, so a few).
    private var byView: [ObjectIdentifier: [(animation: Animation, track: Track)]] = [:]
    /// One capture per `UIView.animate` whose function is running (innermost last).
    private var captures: [Capture] = []
    private var count = 0

    init(engine: Engine) { engineRef = Unretained(engine) }

    /// A view's animatable property is about to change while an animations
    /// function runs: its look before the change is kept (once per call).
    func willChange(_ view: View) {
        guard !captures.isEmpty else { return }
        let top = captures.count - 1
        guard captures[top].seen.insert(ObjectIdentifier(view)).inserted else { return }
        captures[top].changed.append((view, Look(view), drawnLook(of: view)))
    }

    /// `UIView.animate`: runs `animations` at once; the changed views are drawn
    /// moving from their old looks to the new ones from `now + delay` for
    /// `duration`, and `completion(true)` runs at delay + duration. An error in
    /// `animations` leaves what it set and makes no animation.
    public func animate(duration: Double, delay: Double, curve: Curve, allowUserInteraction: Bool,
                        animations: () throws -> Void, completion: ((Bool) throws -> Void)?) throws {
        for (name, value) in [("duration", duration), ("delay", delay)] {
            if let problem = Self.timeProblem(value, name) { throw EngineError.invalidOperation("UIView.animate: \(problem)") }
        }
        try engine.spend(20)
        // Layouts the script asked for before this call are not animated by it;
        // those its animations function asks for are (SPEC 12.6: the pass after it).
        try engine.layoutIfNeeded()
        captures.append(Capture())
        engine.isCapturingAnimation = true
        let captured: [(view: View, model: Look, drawn: Look)]
        do {
            defer {
                engine.isCapturingAnimation = captures.count > 1
            }
            try animations()
            try engine.layoutIfNeeded()
            captured = captures.removeLast().changed
        } catch {
            captures.removeLast()
            throw error
        }
        var tracks: [Track] = []
        for (view, model, drawn) in captured {
            let after = Look(view)
            let changed = after.changes(from: model)
            if !changed.isEmpty { tracks.append(Track(view: view, from: drawn, to: after, properties: changed)) }
        }
        // An earlier animation of a property animated again ends now, unfinished;
        // this one starts from what it drew (`willChange` kept the drawn look).
        var earlier: [Animation] = []
        var seen: Set<ObjectIdentifier> = []
        for track in tracks {
            for (old, oldTrack) in byView[ObjectIdentifier(track.view)] ?? []
            where !track.properties.isDisjoint(with: oldTrack.properties) && seen.insert(ObjectIdentifier(old)).inserted {
                earlier.append(old)
            }
        }
        earlier.sort { $0.number < $1.number }
        for old in earlier { try finish(old, finished: false) }
        count += 1
        let animation = Animation(number: count, start: engine.clock.now + delay, duration: duration, curve: curve,
                                  blocksTouches: !allowUserInteraction, tracks: tracks, completion: completion)
        running.append(animation)
        liveCount += 1
        for track in tracks { byView[ObjectIdentifier(track.view), default: []].append((animation, track)) }
        if animation.blocksTouches { for track in tracks { track.view.blockingAnimations += 1 } }
        let number = count
        // The engine keeps both the clock and the animator: the timer holds the
        // animator unretained (no weak references, whose side tables outlive a
        // run; see View.superview), and its animation, which holds neither.
        let animator = Unretained(self)
        // Started by the end of another animation: one more in that chain.
        let chain = engine.clock.firingAnimationChain.map { $0 + 1 } ?? 0
        animation.timer = engine.clock.schedule(after: delay + duration, label: "animation \(number) ends", animationChain: chain) {
            if animation.isLive { try animator.object.finish(animation, finished: true) }
        }
        engine.trace(TraceRecord(.timer, time: engine.clock.now, reason:
            "animation \(number) of \(tracks.map { $0.view.label }.joined(separator: ", ")) for \(formatNumber(duration)) s"
            + (delay > 0 ? " after \(formatNumber(delay)) s" : "") + (allowUserInteraction ? " (allowUserInteraction)" : "")))
    }

    /// What is wrong with a duration or delay, or nil.
    public static func timeProblem(_ value: Double, _ name: String) -> String? {
        guard !(value.isFinite && value >= 0 && value <= Clock.maximumTime) else { return nil }
        return "the \(name) must be a finite number of seconds from 0 to \(formatNumber(Clock.maximumTime)), got \(formatNumber(value))"
    }

    /// Ends an animation: its views take touches again and its completion runs.
    private func finish(_ animation: Animation, finished: Bool) throws {
        guard animation.isLive else { return }
        animation.isLive = false
        liveCount -= 1
        if liveCount * 2 < running.count { running.removeAll { !$0.isLive } }
        for track in animation.tracks {
            let id = ObjectIdentifier(track.view)
            byView[id]?.removeAll { $0.animation === animation }
            if byView[id]?.isEmpty == true { byView[id] = nil }
        }
        engine.clock.cancel(animation.timer)
        if animation.blocksTouches { for track in animation.tracks { track.view.blockingAnimations -= 1 } }
        let completion = animation.completion
        animation.completion = nil
        animation.tracks.removeAll()
        try completion?(finished)
    }

    /// What is drawn for the view now: its model look, or where a running
    /// animation has it.
    public func drawnLook(of view: View) -> Look {
        var look = Look(view)
        guard let entries = byView[ObjectIdentifier(view)] else { return look }
        let now = engine.clock.now
        for (animation, track) in entries {
            look = look.taking(track.properties, from: track.from.mixed(with: track.to, animation.progress(at: now)))
        }
        return look
    }

    /// Whether a running animation animates the view.
    public func isAnimating(_ view: View) -> Bool {
        byView[ObjectIdentifier(view)] != nil
    }

    /// Whether an animation is running (its delay included).
    public var isRunning: Bool { liveCount > 0 }

    /// When the last running animation ends on the virtual clock; nil when none runs.
    public var runningUntil: Double? { running.lazy.filter(\.isLive).map { $0.start + $0.duration }.max() }

    /// What is drawn now for each view a running animation animates, by view
    /// (`drawnLook(of:)` for all of them at once, for the pictures).
    func drawnLooks() -> [ObjectIdentifier: Look] {
        let now = engine.clock.now
        var looks: [ObjectIdentifier: Look] = [:]
        for animation in running where animation.isLive {
            let p = animation.progress(at: now)
            for track in animation.tracks {
                let id = ObjectIdentifier(track.view)
                looks[id] = (looks[id] ?? Look(track.view)).taking(track.properties, from: track.from.mixed(with: track.to, p))
            }
        }
        return looks
    }
}

extension Engine {
    /// The animator, made on first use (a script that never animates pays nothing).
    public var animator: Animator {
        if let made = animatorIfMade { return made }
        let made = Animator(engine: self)
        animatorIfMade = made
        return made
    }
}

extension View {
    /// `presentationFrame`: where the view is drawn now (SPEC 11.8).
    public var presentationFrame: Rect {
        engine.animatorIfMade?.drawnLook(of: self).frame ?? frame
    }

    /// The frame a view with these values has.
    static func frame(center: Point, size: Size, transform: AffineTransform) -> Rect {
        let half = Rect(-size.width / 2, -size.height / 2, size.width, size.height)
        return half.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// Called by the setters of the animatable properties.
    @inline(__always)
    final func animatablePropertyWillChange() {
        if engine.isCapturingAnimation {
            // What the layout would have moved before this change is not this change's.
            if store.layoutPending { engine.layoutIfNeededKeepingErrors() }
            engine.animator.willChange(self)
        }
    }
}
