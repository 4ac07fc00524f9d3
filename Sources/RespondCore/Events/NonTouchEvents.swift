/// UIPress: a physical button (SPEC 8).
public final class Press: EngineObject {
    public override class var uikitName: String { "UIPress" }
    public static let types = ["select", "menu", "playPause", "upArrow", "downArrow", "leftArrow", "rightArrow"]

    public let type: String
    public internal(set) var phase: PressPhase = .began
    public internal(set) var timestamp: Double = 0

    init(engine: Engine, type: String) {
        self.type = type
        super.init(engine: engine)
    }
}

public enum PressPhase: String, Sendable {
    case began, changed, ended, cancelled

    var selector: Selector {
        switch self {
        case .began: .pressesBegan
        case .changed: .pressesChanged
        case .ended: .pressesEnded
        case .cancelled: .pressesCancelled
        }
    }
}

public enum MotionPhase: String, Sendable {
    case began, ended, cancelled

    var selector: Selector {
        switch self {
        case .began: .motionBegan
        case .ended: .motionEnded
        case .cancelled: .motionCancelled
        }
    }
}

/// Motion, remote-control and press handling, forwarded up the chain by default.
extension Responder {
    public final func motion(_ phase: MotionPhase, _ motion: String, _ event: Event) throws {
        if overrides(phase.selector) {
            _ = try callOverride(phase.selector, ScriptArguments(.string(motion), .object(event), count: 2))
            return
        }
        try responderMotion(phase, motion, event)
    }

    public final func responderMotion(_ phase: MotionPhase, _ motion: String, _ event: Event) throws {
        let selector = phase.selector
        try forward(selector.name, stopsAt: { $0.overrides(selector) }) { try $0.motion(phase, motion, event) }
    }

    public final func remoteControlReceived(_ event: Event) throws {
        if overrides(.remoteControlReceived) {
            _ = try callOverride(.remoteControlReceived, ScriptArguments(.object(event), count: 1))
            return
        }
        try responderRemoteControlReceived(event)
    }

    public final func responderRemoteControlReceived(_ event: Event) throws {
        try forward("remoteControlReceived", stopsAt: { $0.overrides(.remoteControlReceived) }) {
            try $0.remoteControlReceived(event)
        }
    }

    public final func presses(_ phase: PressPhase, _ presses: [Press], _ event: Event) throws {
        if overrides(phase.selector) {
            _ = try callOverride(phase.selector, ScriptArguments(.objects(presses), .object(event), count: 2))
            return
        }
        try responderPresses(phase, presses, event)
    }

    public final func responderPresses(_ phase: PressPhase, _ presses: [Press], _ event: Event) throws {
        let selector = phase.selector
        try forward(selector.name, stopsAt: { $0.overrides(selector) }) { try $0.presses(phase, presses, event) }
    }
}

extension GestureRecognizer {
    /// A recognizer's `pressesBegan/Ended/...` (only script subclasses handle presses).
    public final func handlePresses(_ phase: PressPhase, _ presses: [Press], _ event: Event) throws {
        if overrides(phase.selector) {
            _ = try callOverride(phase.selector, ScriptArguments(.objects(presses), .object(event), count: 2))
        }
    }
}

extension Engine {
    /// Where events without a location go: the first responder, else the key window.
    func nonTouchTarget(_ what: String) throws -> Responder {
        if let responder = firstResponder { return responder }
        if let window = application.keyWindow { return window }
        throw EngineError.invalidOperation("\(what): there is no first responder and no key window to receive it")
    }

    /// `shake()`: motionBegan then motionEnded, "shake".
    public func shake() throws {
        let target = try nonTouchTarget("shake")
        let event = Event(engine: self, type: .motion, subtype: "motionShake")
        event.timestamp = clock.now
        trace(TraceRecord(.deliver, time: clock.now, view: target, method: "motionBegan", reason: "shake"))
        try target.motion(.began, "shake", event)
        trace(TraceRecord(.deliver, time: clock.now, view: target, method: "motionEnded", reason: "shake"))
        try target.motion(.ended, "shake", event)
        try layoutIfNeeded()
    }

    /// `remoteControl(subtype)`: remoteControlReceived with that subtype.
    public func remoteControl(_ subtype: String) throws {
        let target = try nonTouchTarget("remoteControl")
        let event = Event(engine: self, type: .remoteControl, subtype: subtype)
        event.timestamp = clock.now
        trace(TraceRecord(.deliver, time: clock.now, view: target, method: "remoteControlReceived", reason: subtype))
        try target.remoteControlReceived(event)
        try layoutIfNeeded()
    }

    /// `press(kind)`: pressesBegan then pressesEnded. Recognizers on the target's
    /// view and its superviews see the press first; if one of them recognizes, the
    /// responder gets pressesCancelled instead of pressesEnded.
    public func press(_ type: String) throws {
        guard Press.types.contains(type) else {
            throw EngineError.invalidArgument(position: 1, message:
                "press type must be one of \(Press.types.joined(separator: ", ")), got \"\(type)\"")
        }
        let target = try nonTouchTarget("press")
        let press = Press(engine: self, type: type)
        let event = Event(engine: self, type: .presses)
        var recognizers: [GestureRecognizer] = []
        var view = target as? View ?? (target as? ViewController)?.viewIfLoaded
        while let v = view {
            for g in v.gestureRecognizers where g.enabled {
                if g.hostHasDelegate, try host?.askDelegate(of: g, "shouldReceivePress", .object(press)) == false { continue }
                recognizers.append(g)
            }
            view = v.superview
        }
        for phase in [PressPhase.began, .ended] {
            press.phase = phase
            press.timestamp = clock.now
            event.timestamp = clock.now
            for g in recognizers where !g.state.isFinal { try g.handlePresses(phase, [press], event) }
            let taken = recognizers.contains { $0.state.hasRecognized }
            let delivered = taken && phase == .ended ? PressPhase.cancelled : phase
            if taken && phase == .began { continue }
            press.phase = delivered
            trace(TraceRecord(.deliver, time: clock.now, view: target, method: delivered.selector.name, reason: type))
            try target.presses(delivered, [press], event)
            if phase == .began, recognizers.contains(where: { $0.state.hasRecognized }) {
                // A recognizer took it during began: the responder's press is over.
                press.phase = .cancelled
                try target.presses(.cancelled, [press], event)
                break
            }
        }
        for g in recognizers { try gestures.pressEnded(g) }
        try layoutIfNeeded()
    }
}
