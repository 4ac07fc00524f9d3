/// UISwipeGestureRecognizer (discrete): recognized while moving, once the movement
/// along an allowed `direction` reaches `swipeMinimumDistance` with at most
/// `swipeMaximumSecondary` across it, within `swipeMaximumDuration`.
public final class SwipeGestureRecognizer: GestureRecognizer {
    public override class var uikitName: String { "UISwipeGestureRecognizer" }
    public override class var isContinuous: Bool { false }
    public override class var canBegin: Bool { false }

    public enum Direction: String, CaseIterable, Sendable {
        case right, left, up, down
        var unit: Point {
            switch self {
            case .right: Point(1, 0)
            case .left: Point(-1, 0)
            case .up: Point(0, -1)
            case .down: Point(0, 1)
            }
        }
    }

    public var direction: Set<Direction> = [.right]
    public var numberOfTouchesRequired = 1
    private var start: Point?

    public override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        let tunables = engine.tunables
        switch phase {
        case .began:
            if activeTouches.count > numberOfTouchesRequired {
                return try fail("more fingers than numberOfTouchesRequired (\(numberOfTouchesRequired))")
            }
            if start == nil {
                start = screenCentroid
                let limit = tunables.swipeMaximumDuration
                schedule(after: limit, "a swipe takes at most \(formatNumber(limit)) s") { [self] in
                    try self.fail("too slow: not \(formatNumber(tunables.swipeMinimumDistance)) pt within \(formatNumber(limit)) s")
                }
            }
        case .moved, .stationary:
            guard let start, activeTouches.count == numberOfTouchesRequired else { return }
            let delta = screenCentroid - start
            for d in Direction.allCases {
                let primary = delta.x * d.unit.x + delta.y * d.unit.y
                let secondary = abs(delta.x * d.unit.y - delta.y * d.unit.x)
                guard primary >= tunables.swipeMinimumDistance else { continue }
                if secondary > tunables.swipeMaximumSecondary { continue }
                if direction.contains(d) {
                    return try setState(.ended, reason: "swiped \(d.rawValue) \(formatNumber(primary)) pt")
                }
                return try fail("swiped \(d.rawValue), not \(direction.map(\.rawValue).sorted().joined(separator: "/"))")
            }
        case .ended:
            try fail("lifted before moving \(formatNumber(tunables.swipeMinimumDistance)) pt")
        case .cancelled:
            try fail("its touch was cancelled")
        }
    }

    /// Where the swipe began.
    public override func location(in view: View?) -> Point {
        start.map { convertFromScreen($0, to: view) } ?? super.location(in: view)
    }

    public override var touchCountForRecognition: Int { numberOfTouchesRequired }

    public override func defaultReset() { start = nil }
}
