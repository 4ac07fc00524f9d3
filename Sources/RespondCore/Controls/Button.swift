/// UIButton: sends `primaryActionTriggered` after `touchUpInside`.
public final class Button: Control {
    public override class var uikitName: String { "UIButton" }
    public var title: String? { didSet { chargeString(oldValue, title) } }

    public override var claimsSingleTaps: Bool { true }

    public override func touchUpInside(_ touch: Touch, _ event: Event) throws {
        try sendActions(for: [.primaryActionTriggered], event: event)
    }
}

/// UISwitch: toggles `on` on touch-up inside and sends `valueChanged`, then
/// `primaryActionTriggered`.
public final class Switch: Control {
    public override class var uikitName: String { "UISwitch" }
    public var on = false

    public override var claimsSingleTaps: Bool { true }
    public override var claimsPans: Bool { true }

    public override func touchUpInside(_ touch: Touch, _ event: Event) throws {
        on.toggle()
        try sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
    }
}

/// UIStepper: the left half decrements, the right half increments, on touch-up inside.
public final class Stepper: Control {
    public override class var uikitName: String { "UIStepper" }
    public var value = 0.0
    public var minimumValue = 0.0
    public var maximumValue = 100.0
    public var stepValue = 1.0

    public override var claimsSingleTaps: Bool { true }

    public override func touchUpInside(_ touch: Touch, _ event: Event) throws {
        let x = touch.location(in: self).x - bounds.origin.x
        let step = x < bounds.size.width / 2 ? -stepValue : stepValue
        let newValue = min(max(value + step, minimumValue), maximumValue)
        guard newValue != value else { return }
        value = newValue
        try sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
    }
}

/// UISegmentedControl: equal segments; touch-up inside selects the one under the
/// touch (0-based, -1 for none) and sends `valueChanged` when it changes.
public final class SegmentedControl: Control {
    public override class var uikitName: String { "UISegmentedControl" }
    public var items: [String] = [] {
        didSet { chargeMemory(items.reduce(0) { $0 + $1.utf8.count + 16 } - oldValue.reduce(0) { $0 + $1.utf8.count + 16 }) }
    }
    public var selectedSegmentIndex = -1

    public override var claimsSingleTaps: Bool { true }

    public override func touchUpInside(_ touch: Touch, _ event: Event) throws {
        guard !items.isEmpty, bounds.size.width > 0 else { return }
        let x = touch.location(in: self).x - bounds.origin.x
        // Clamped as a Double first: a tiny width makes the quotient huge.
        let segment = (x / bounds.size.width * Double(items.count)).rounded(.down)
        let index = segment.isNaN ? 0 : Int(min(max(segment, 0), Double(items.count - 1)))
        guard index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        try sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
    }
}

/// UISlider: tracks only a touch that begins on its thumb (30 pt wide, centred at
/// the value's fraction of the width); moving changes the value by Δx / width ×
/// range and sends `valueChanged` while moving.
public final class Slider: Control {
    public override class var uikitName: String { "UISlider" }
    public var value = 0.0
    public var minimumValue = 0.0
    public var maximumValue = 1.0
    public static let thumbWidth = 30.0

    public override var claimsPans: Bool { true }

    var thumbCenterX: Double {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return bounds.origin.x + fraction * bounds.size.width
    }

    public override func defaultBeginTracking(_ touch: Touch, _ event: Event) throws -> Bool {
        abs(touch.location(in: self).x - thumbCenterX) <= Self.thumbWidth / 2
    }

    public override func defaultContinueTracking(_ touch: Touch, _ event: Event) throws -> Bool {
        guard bounds.size.width > 0 else { return true }
        let dx = touch.location(in: self).x - touch.previousLocation(in: self).x
        let newValue = min(max(value + dx / bounds.size.width * (maximumValue - minimumValue), minimumValue), maximumValue)
        if newValue != value {
            value = newValue
            try sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        }
        return true
    }
}
