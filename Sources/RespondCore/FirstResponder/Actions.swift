/// `UIApplication.sendAction(action, target, sender, event)` (SPEC 7.3).
extension Application {
    @discardableResult
    public func sendAction(_ action: Action, to target: ActionTarget?, from sender: EngineObject?, event: Event?) throws -> Bool {
        if overrides(.sendAction) {
            return try callOverride(.sendAction, ScriptArguments(.action(action), .target(target),
                                                                  sender.map { .object($0) } ?? .none,
                                                                  event.map { .object($0) } ?? .none, count: 4)).isTruthy
        }
        return try applicationSendAction(action, to: target, from: sender, event: event)
    }

    /// UIApplication's: a target gets the action; with none, the search starts at
    /// the first responder (or the sender when there is none) and follows
    /// `targetForAction`. False when nobody handles it.
    public func applicationSendAction(_ action: Action, to target: ActionTarget?, from sender: EngineObject?,
                                      event: Event?) throws -> Bool {
        guard let host = engine.host else { return false }
        if let target {
            traceAction(action, target, sender, reason: nil)
            if try host.invokeAction(action, on: target, sender: sender, event: event) { return true }
            traceAction(action, target, sender, reason: "its target has no method '\(action)'")
            warnMissingMethod(action, target, sender)
            return false
        }
        guard case .named(let name) = action else {
            traceAction(action, nil, sender, reason: nil)
            return try host.invokeAction(action, on: nil, sender: sender, event: event)
        }
        let start = keyWindow?.firstResponder ?? windows.lazy.compactMap(\.firstResponder).first ?? (sender as? Responder)
        guard let start, let found = try start.targetForAction(name, sender: sender) else {
            engine.trace(TraceRecord(.action, time: engine.clock.now, view: sender as? View, action: name,
                                     reason: "nobody in the responder chain from \(start?.label ?? "the sender") handles '\(name)'"))
            return false
        }
        traceAction(action, .object(found), sender, reason: "found up the responder chain from \(start.label)")
        return try host.invokeAction(action, on: .object(found), sender: sender, event: event)
    }

    /// A control's nil-targeted action that nobody handled: UIKit says nothing;
    /// a learner who wrote `addTarget(self, …)` where `self` is nil (the
    /// script's top level) is told, once per control and action, with a
    /// touch's control events only (a script's own `sendAction` gets false).
    func warnUnhandledNilTarget(_ name: String, from control: Control) {
        let start = keyWindow?.firstResponder ?? windows.lazy.compactMap(\.firstResponder).first ?? control
        let message = Words("\(control.label) sent '\(name)' with a nil target, and nobody in the responder chain from"
            + " \(start.label) handles '\(name)' (the action did nothing; a nil target searches the responder chain,"
            + " as in UIKit; if you passed self, self is nil outside a method: pass the object that has '\(name)')",
            "\(control.label) 以 nil 为 target 发送了 '\(name)'，但从 \(start.label) 开始的响应者链上没有谁处理 '\(name)'"
            + "（这个 action 什么也没做；与 UIKit 一样，nil target 会沿响应者链查找；如果你传的是 self，"
            + "在方法之外 self 是 nil：请传入拥有 '\(name)' 方法的对象）").text()
        if warnedMissingMethods.insert(message).inserted { engine.warn(message) }
    }

    /// SPEC 7.3: UIKit would raise "unrecognized selector"; here the action does
    /// nothing, with a warning naming the close method name when there is one
    /// (`save:` → `save`). Once per target, action and sender: a button tapped
    /// again does not repeat it.
    private func warnMissingMethod(_ action: Action, _ target: ActionTarget, _ sender: EngineObject?) {
        guard case .named(let name) = action, let host = engine.host else { return }
        let targetText: String
        switch target {
        case .object(let o): targetText = o.label
        case .script: targetText = host.describeTarget(target)
        }
        let suggestion = Names.closestAction(to: name, among: host.methodNames(of: target))
        let message = Words("\(sender.map { "\($0.label) sent" } ?? "sent") '\(name)' to \(targetText), which has no method '\(name)'"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (the action did nothing)",
            "\(sender.map { "\($0.label) " } ?? "")向 \(targetText) 发送了 '\(name)'，但它没有方法 '\(name)'"
            + (suggestion.map { "；你想写的是 '\($0)' 吗？" } ?? "") + "（这个 action 什么也没做）").text()
        guard warnedMissingMethods.insert(message).inserted else { return }
        engine.warn(message)
    }

    private func traceAction(_ action: Action, _ target: ActionTarget?, _ sender: EngineObject?, reason: String?) {
        guard engine.tracer.isActive else { return }
        var targetObject: EngineObject?
        var targetText: String?
        switch target {
        case .object(let o): targetObject = o
        case .script: targetText = target.flatMap { engine.host?.describeTarget($0) }
        case .none: break
        }
        let sentBy = sender.map { "sent by \($0.label)" }
        engine.trace(TraceRecord(.action, time: engine.clock.now, view: sender as? View, target: targetObject,
                                 action: action.description,
                                 reason: [targetText.map { "to \($0)" }, sentBy, reason].compactMap { $0 }.joined(separator: "; ")))
    }
}
