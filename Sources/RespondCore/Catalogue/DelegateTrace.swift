/// SPEC 12.1 rule 6: the trace names a delegate call only after a script
/// function ran; where the engine used its built-in answer, the line says so.
extension Engine {
    /// A delegate or data-source call that ran a script function, under the
    /// method's name, with the alias the host found it by in brackets
    /// (`didSelectRowAt [didSelectRowAtIndexPath] [0, 3]`).
    /// (The detail is made only while a trace is on: a table tap is on the budgets' path.)
    public func traceDelegateCall(by owner: EngineObject, _ method: String, _ detail: @autoclosure () -> String) {
        guard tracer.isActive else { return }
        let alias = host?.lastDelegateAlias.map { " [\($0)]" } ?? ""
        tracer.emit(TraceRecord(.control, time: clock.now, view: owner,
                                event: "\(method)\(alias) \(detail())"))
    }

    /// A question no script function answered: the built-in answer, said so
    /// (`shouldHighlightRowAt [0, 3]: not defined, default true`).
    public func traceBuiltInAnswer(by owner: EngineObject, _ method: String, _ detail: @autoclosure () -> String,
                                   _ answer: @autoclosure () -> String) {
        guard tracer.isActive else { return }
        tracer.emit(TraceRecord(.control, time: clock.now, view: owner,
                                event: "\(method) \(detail()): not defined, default \(answer())"))
    }
}
