import RespondCore

extension LuaRuntime {
    /// At the end of a run with `checkInvariants`: the checks that wait for the
    /// end (a touch gone without its end) are made, and if any invariant was
    /// violated during the run, a line saying how many times (each violation
    /// has already been printed). nil when all held, or when not checking.
    public func invariantFailure() -> String? {
        guard engine.checksInvariants else { return nil }
        engine.verifyInvariants()
        let count = engine.invariants.violationCount
        guard count > 0 else { return nil }
        return "invariant violated \(count) time\(count == 1 ? "" : "s") (--check-invariants); the first: \(engine.invariants.violations[0])"
    }
}
