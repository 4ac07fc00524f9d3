/// UITapGestureRecognizer (discrete): `numberOfTapsRequired` taps of
/// `numberOfTouchesRequired` fingers. Fails on moving more than
/// `tapAllowableMovement`, on more fingers than required, on a gap longer than
/// `tapMaximumInterval` between taps, on a tap held longer than
/// `tapMaximumDuration`, and on cancel. Recognized at the last required lift.
public final class TapGestureRecognizer: GestureRecognizer {
    public override class var uikitName: String { "UITapGestureRecognizer" }
    public override class var isContinuous: Bool { false }
    public override class var canBegin: Bool { false }

    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1

    private var tapsDone = 0
    private var fingersDown = 0
    private var fingersThisTap = 0
    private var starts: [ObjectIdentifier: Point] = [:]
    private var firstTapStart: Point?
    private var firstTapPoints: [Point] = []
    private var thisTapPoints: [Point] = []

    public override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        let tunables = engine.tunables
        switch phase {
        case .began:
            if fingersDown == 0 {
                cancelTimers()
                if tapsDone > 0, let first = firstTapStart,
                   touches[0].screenLocation.distance(to: first) > tunables.tapAllowableMovement {
                    return try fail("the next tap is more than \(formatNumber(tunables.tapAllowableMovement)) pt from the first")
                }
                fingersThisTap = 0
                thisTapPoints = []
                let limit = tunables.tapMaximumDuration
                schedule(after: limit, "a tap lasts at most \(formatNumber(limit)) s") { [self] in
                    try self.fail("held longer than \(formatNumber(limit)) s")
                }
            }
            for touch in touches {
                starts[ObjectIdentifier(touch)] = touch.screenLocation
                thisTapPoints.append(touch.screenLocation)
                if firstTapStart == nil { firstTapStart = touch.screenLocation }
            }
            fingersDown += touches.count
            fingersThisTap += touches.count
            if fingersThisTap > numberOfTouchesRequired {
                try fail("more fingers than numberOfTouchesRequired (\(numberOfTouchesRequired))")
            }
        case .moved, .stationary:
            for touch in touches {
                let start = starts[ObjectIdentifier(touch)] ?? touch.screenLocation
                if touch.screenLocation.distance(to: start) > tunables.tapAllowableMovement {
                    return try fail("moved more than \(formatNumber(tunables.tapAllowableMovement)) pt")
                }
            }
        case .ended:
            fingersDown = max(0, fingersDown - touches.count)
            guard fingersDown == 0, state == .possible else { return }
            cancelTimers()
            if fingersThisTap < numberOfTouchesRequired {
                return try fail("fewer fingers than numberOfTouchesRequired (\(numberOfTouchesRequired))")
            }
            tapsDone += 1
            if tapsDone == 1 { firstTapPoints = thisTapPoints }
            if tapsDone >= numberOfTapsRequired {
                try setState(.ended, reason: numberOfTapsRequired == 1 ? "tapped" : "tap \(tapsDone) of \(numberOfTapsRequired)")
            } else {
                let gap = tunables.tapMaximumInterval
                let next = tapsDone + 1
                schedule(after: gap, "waiting for tap \(next)") { [self] in
                    try self.fail("no tap \(self.tapsDone + 1) within \(formatNumber(gap)) s")
                }
            }
        case .cancelled:
            try fail("its touch was cancelled")
        }
    }

    public override var touchCountForRecognition: Int { fingersThisTap }

    /// The centroid of the first tap.
    public override func location(in view: View?) -> Point {
        if !firstTapPoints.isEmpty { return convertFromScreen(centroid(firstTapPoints), to: view) }
        if !thisTapPoints.isEmpty { return convertFromScreen(centroid(thisTapPoints), to: view) }
        return super.location(in: view)
    }

    /// A tap never prevents a tap that requires more taps (SPEC 6.4).
    public override func defaultCanPrevent(_ other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired { return false }
        return true
    }

    public override func defaultReset() {
        tapsDone = 0
        fingersDown = 0
        fingersThisTap = 0
        starts = [:]
        firstTapStart = nil
        firstTapPoints = []
        thisTapPoints = []
    }
}
