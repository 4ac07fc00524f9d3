/// UIPanGestureRecognizer (continuous): begins when the centroid of the fingers
/// has moved `panHysteresis` points; at that moment the hysteresis is taken off
/// each axis (clamped at zero), and later translations continue from there.
open class PanGestureRecognizer: GestureRecognizer {
    open override class var uikitName: String { "UIPanGestureRecognizer" }

    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max

    /// Translation and velocity on the screen.
    var translation = Point.zero
    var velocity = Point.zero
    private var lastCentroid: Point?
    private var lastTime = 0.0
    /// When a move of its touches last arrived (SPEC 12.4 rule 4).
    private var lastMoveTime = 0.0

    open override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        let now = engine.clock.now
        switch phase {
        case .began:
            if state == .possible, activeTouches.count > maximumNumberOfTouches {
                return try fail("more fingers than maximumNumberOfTouches (\(maximumNumberOfTouches))")
            }
            lastCentroid = screenCentroid
            lastTime = now
        case .moved, .stationary:
            let c = screenCentroid
            let delta = c - (lastCentroid ?? c)
            let dt = now - lastTime
            translation = translation + delta
            let tunables = engine.tunables
            velocity = Point(tunables.smoothedVelocity(velocity.x, change: delta.x, over: dt),
                             tunables.smoothedVelocity(velocity.y, change: delta.y, over: dt))
            lastCentroid = c
            lastTime = now
            if phase == .moved { lastMoveTime = now }
            if state == .possible {
                let h = engine.tunables.panHysteresis
                guard activeTouches.count >= minimumNumberOfTouches,
                      (translation.x * translation.x + translation.y * translation.y).squareRoot() >= h else { return }
                if let refusal = try refusalToBegin(translation: translation) { return try fail(refusal) }
                func reduce(_ v: Double) -> Double { v < 0 ? -max(-v - h, 0) : max(v - h, 0) }
                translation = Point(reduce(translation.x), reduce(translation.y))
                try setState(.began, reason: "moved \(formatNumber(h)) pt")
            } else if state == .began || state == .changed {
                try setState(.changed, reason: "moved")
            }
        case .ended, .cancelled:
            let remaining = activeTouches.count
            lastCentroid = remaining > 0 ? screenCentroid : lastCentroid
            if state == .began || state == .changed {
                if phase == .cancelled {
                    try setState(.cancelled, reason: "its touch was cancelled")
                } else if remaining < minimumNumberOfTouches {
                    try setState(.ended, reason: "fingers lifted")
                }
            } else if state == .possible, remaining == 0 {
                try fail(phase == .cancelled ? "its touch was cancelled" : "all fingers lifted before it began")
            }
        }
    }

    /// Why the pan may not begin although the fingers moved far enough (nil: it
    /// may): `beginRefusal`'s answer (a navigation controller's edge pan with
    /// nothing to go back to); a scroll view's pan asks its scroll view.
    func refusalToBegin(translation: Point) throws -> String? { try beginRefusal?() }

    /// Set by the engine's containers for the pans they make.
    var beginRefusal: (() throws -> String?)?

    /// `translationInView(v)`.
    public func translation(in view: View?) -> Point {
        let at = lastCentroid ?? .zero
        return convertVector(translation, at: at, to: view)
    }

    /// `setTranslation(p, v)`: later translations are measured from here.
    public func setTranslation(_ p: Point, in view: View?) {
        let at = lastCentroid ?? .zero
        let inView = convertFromScreen(at, to: view)
        translation = at - convertToScreen(inView - p, from: view)
    }

    /// `velocityInView(v)`, points per second, smoothed; (0, 0) once no move of
    /// its touches has arrived for `velocityRestTime` (SPEC 12.4 rule 4): a
    /// finger at rest has no velocity.
    public func velocity(in view: View?) -> Point {
        if engine.clock.now - lastMoveTime >= engine.tunables.velocityRestTime { return .zero }
        return convertVector(velocity, at: lastCentroid ?? .zero, to: view)
    }

    open override func defaultReset() {
        translation = .zero
        velocity = .zero
        lastCentroid = nil
        lastTime = 0
        lastMoveTime = 0
    }
}

/// UIScreenEdgePanGestureRecognizer: a pan whose first touch starts within
/// `edgeRegion` points of one of its `edges`; touches after the first are ignored.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    public override class var uikitName: String { "UIScreenEdgePanGestureRecognizer" }

    public enum Edge: String, CaseIterable, Sendable { case left, right, top, bottom }
    public var edges: Set<Edge> = []

    public override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        if phase == .began {
            var mine = touches
            if self.touches.first !== touches.first || self.touches.count > touches.count {
                for touch in touches where touch !== self.touches.first { ignore(touch) }
                mine = touches.filter { $0 === self.touches.first }
                if mine.isEmpty { return }
            }
            if state == .possible, let first = mine.first {
                let p = first.screenLocation, s = engine.screen, r = engine.tunables.edgeRegion
                let near: [Edge: Bool] = [.left: p.x - s.minX <= r, .right: s.maxX - p.x <= r,
                                          .top: p.y - s.minY <= r, .bottom: s.maxY - p.y <= r]
                if !edges.contains(where: { near[$0] == true }) {
                    let names = edges.map(\.rawValue).sorted().joined(separator: "/")
                    return try fail("did not start within \(formatNumber(r)) pt of the \(names.isEmpty ? "(no)" : names) edge")
                }
            }
            try super.defaultTouches(phase, mine, event)
            return
        }
        try super.defaultTouches(phase, touches, event)
    }
}
