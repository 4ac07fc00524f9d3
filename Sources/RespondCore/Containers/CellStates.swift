/// A cell's highlighted and selected states, set through its overridable
/// setters (SPEC 12.3 rule 3): UITableViewCell's `setHighlighted(h, animated)`
/// and `setSelected(s, animated)`, UICollectionViewCell's one-argument
/// `setHighlighted(h)` and `setSelected(s)` (Swift's `isHighlighted` /
/// `isSelected` observers). The container calls them at the points of a tap
/// (CellContainerView's selection), `selectRowAt`/`deselectRowAt` with their
/// `animated`, and a script's `cell.highlighted = v` with false. The built-in
/// bodies set the flag (and so the look); an override reaches them as
/// `UITableViewCell.setHighlighted(self, h, animated)`.
extension ContainerCell {
    /// `setHighlighted`: the override if there is one, else the built-in.
    public final func setHighlighted(_ on: Bool, animated: Bool = false) throws {
        guard overrides(.setHighlighted) else { return defaultSetHighlighted(on) }
        engine.trace(TraceRecord(.control, time: engine.clock.now, view: self, event: "setHighlighted(\(on)) override"))
        _ = try callOverride(.setHighlighted, stateArguments(on, animated))
    }

    /// `setSelected`: the override if there is one, else the built-in.
    public final func setSelected(_ on: Bool, animated: Bool = false) throws {
        guard overrides(.setSelected) else { return defaultSetSelected(on) }
        engine.trace(TraceRecord(.control, time: engine.clock.now, view: self, event: "setSelected(\(on)) override"))
        _ = try callOverride(.setSelected, stateArguments(on, animated))
    }

    public final func defaultSetHighlighted(_ on: Bool) { highlighted = on }
    public final func defaultSetSelected(_ on: Bool) { selected = on }

    private func stateArguments(_ on: Bool, _ animated: Bool) -> ScriptArguments {
        Self.stateSettersTakeAnimated ? ScriptArguments(.bool(on), .bool(animated), count: 2)
                                      : ScriptArguments(.bool(on), count: 1)
    }
}
