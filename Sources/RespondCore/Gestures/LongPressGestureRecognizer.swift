/// UILongPressGestureRecognizer (continuous): begins when the fingers stay down
/// `minimumPressDuration` without moving more than `allowableMovement`; then
/// `changed` on each move and `ended` when a finger lifts.
public final class LongPressGestureRecognizer: GestureRecognizer {
    public override class var uikitName: String { "UILongPressGestureRecognizer" }

    public var minimumPressDuration = 0.5
    public var allowableMovement = 10.0
    public var numberOfTapsRequired = 0
    public var numberOfTouchesRequired = 1

    private var starts: [ObjectIdentifier: Point] = [:]
    private var fingersDown = 0
    private var tapsDone = 0

    public override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        switch phase {
        case .began:
            if state == .possible { cancelTimers() }
            for touch in touches { starts[ObjectIdentifier(touch)] = touch.screenLocation }
            fingersDown += touches.count
            guard state == .possible else { return }
            if fingersDown > numberOfTouchesRequired {
                return try fail("more fingers than numberOfTouchesRequired (\(numberOfTouchesRequired))")
            }
            if fingersDown == numberOfTouchesRequired, tapsDone == numberOfTapsRequired {
                let duration = minimumPressDuration
                schedule(after: duration, "pressed for \(formatNumber(duration)) s") { [self] in
                    if self.state == .possible {
                        try self.setState(.began, reason: "held \(formatNumber(duration)) s without moving")
                    }
                }
            }
        case .moved, .stationary:
            if state == .possible {
                for touch in touches {
                    let start = starts[ObjectIdentifier(touch)] ?? touch.screenLocation
                    if touch.screenLocation.distance(to: start) > allowableMovement {
                        return try fail("moved more than \(formatNumber(allowableMovement)) pt before it began")
                    }
                }
            } else if state == .began || state == .changed {
                try setState(.changed, reason: "moved")
            }
        case .ended:
            fingersDown = max(0, fingersDown - touches.count)
            if state == .began || state == .changed {
                try setState(.ended, reason: "a finger lifted")
            } else if state == .possible {
                cancelTimers()
                if tapsDone < numberOfTapsRequired, fingersDown == 0 {
                    tapsDone += 1
                    let gap = engine.tunables.tapMaximumInterval
                    let taps = tapsDone
                    schedule(after: gap, "waiting for the press after tap \(taps)") { [self] in
                        try self.fail("no press within \(formatNumber(gap)) s of the tap")
                    }
                } else {
                    try fail("lifted before \(formatNumber(minimumPressDuration)) s")
                }
            }
        case .cancelled:
            if state == .began || state == .changed {
                try setState(.cancelled, reason: "its touch was cancelled")
            } else {
                try fail("its touch was cancelled")
            }
        }
    }

    /// A long press never prevents a long press that requires more taps (SPEC 6.4).
    public override func defaultCanPrevent(_ other: GestureRecognizer) -> Bool {
        if let press = other as? LongPressGestureRecognizer, press.numberOfTapsRequired > numberOfTapsRequired { return false }
        return true
    }

    public override func defaultReset() {
        starts = [:]
        fingersDown = 0
        tapsDone = 0
    }
}
