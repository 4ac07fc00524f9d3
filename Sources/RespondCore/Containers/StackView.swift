/// UIStackView (SPEC 11.9, 11.11 "Stack views", 12.6 rule 5): lays its arranged
/// subviews out in a line. A hidden arranged view takes no space and no
/// spacing — so hiding a row moves the next one under the finger.
///
/// A change (its arranged views, their `hidden` or size, its settings, its own
/// size) marks the stack view for the layout pass (`setNeedsLayout`), which
/// arranges it once, however many changes came before (`layoutSubviews`): as in
/// UIKit, a script reads the new frames after `layoutIfNeeded()` or the next
/// event, and building N arranged views costs O(N). A stack view arranged by a
/// stack view is marked by that arrangement (its size changed) and arranged
/// later in the same pass: no recursion, at any depth.
open class StackView: View {
    open override class var uikitName: String { "UIStackView" }

    public enum Axis: String, CaseIterable, Sendable { case horizontal, vertical }
    /// "fill" keeps each arranged view's own length along the axis; "fillEqually"
    /// shares the stack's length equally.
    public enum Distribution: String, CaseIterable, Sendable { case fill, fillEqually }
    public enum Alignment: String, CaseIterable, Sendable { case fill }

    public private(set) var arrangedSubviews: [View] = []
    /// Each arranged view's own size, as its script last gave it: "fill" keeps
    /// its length along the axis (across the axis the stack sets it), whatever
    /// the order in which the axis and the views were set. Its keys are the
    /// arranged views (each also has `isArranged`).
    private var ownSizes: [ObjectIdentifier: Size] = [:]
    public var axis = Axis.horizontal { didSet { setNeedsLayout() } }
    public var spacing = 0.0 { didSet { setNeedsLayout() } }
    /// How far apart arranged views may be set (`spacing`): farther than any
    /// screen, and small enough that no sum of gaps leaves Double's range.
    public static let largestSpacing = 1e15
    public var distribution = Distribution.fill { didSet { setNeedsLayout() } }
    public var alignment = Alignment.fill { didSet { setNeedsLayout() } }

    /// `addArrangedSubview(v)`: also a subview (added last) if it is not one yet.
    public func addArrangedSubview(_ view: View) throws {
        try insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// `insertArrangedSubview(v, i)`: `v` at `arrangedSubviews[i]` (0-based here,
    /// clamped); a subview too, added last, if it is not one yet.
    public func insertArrangedSubview(_ view: View, at index: Int) throws {
        if view === self { throw EngineError.invalidArgument(position: 1, message: "a stack view cannot arrange itself") }
        if view.superview !== self { try addSubview(view) }
        let id = ObjectIdentifier(view)
        // Its size as arranged so far.
        let size = view.bounds.size
        if ownSizes[id] != nil, let i = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: i)
        }
        ownSizes[id] = size
        view.isArranged = true
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        setNeedsLayout()
    }

    /// `removeArrangedSubview(v)`: no longer laid out; it stays a subview (SPEC 11.11).
    public func removeArrangedSubview(_ view: View) {
        guard ownSizes[ObjectIdentifier(view)] != nil,
              let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        ownSizes[ObjectIdentifier(view)] = nil
        view.isArranged = false
        setNeedsLayout()
    }

    /// A subview left (removed, or moved to another view): it is no longer arranged.
    func subviewLeft(_ view: View) { removeArrangedSubview(view) }

    /// An arranged view was hidden or shown.
    func arrangedViewHiddenChanged(_ view: View) {
        if ownSizes[ObjectIdentifier(view)] != nil { setNeedsLayout() }
    }

    /// A script gave an arranged view a new size: it is its own size from now on.
    func arrangedViewResized(_ view: View) {
        let id = ObjectIdentifier(view)
        guard ownSizes[id] != nil else { return }
        ownSizes[id] = view.bounds.size
        setNeedsLayout()
    }

    /// The visible arranged views one after another from the leading edge, with
    /// `spacing` between neighbours, each filling the stack across the axis.
    /// An arranged view whose size changes is marked (the bounds setter), and
    /// the pass lays it out after this one.
    open override class var laysOutItsSubviews: Bool { true }

    open override func layoutSubviews() {
        let shown = arrangedSubviews.filter { !$0.hidden }
        engine.work &+= shown.count
        let area = bounds
        let horizontal = axis == .horizontal
        let length = horizontal ? area.size.width : area.size.height
        let gaps = spacing * Double(max(0, shown.count - 1))
        let equal = distribution == .fillEqually && !shown.isEmpty ? Self.finite(max(0, (length - gaps) / Double(shown.count))) : nil
        var position = horizontal ? area.minX : area.minY
        for view in shown {
            let size = ownSizes[ObjectIdentifier(view)] ?? view.bounds.size
            let own = equal ?? (horizontal ? size.width : size.height)
            view.frame = horizontal ? Rect(position, area.minY, own, area.size.height)
                                    : Rect(area.minX, position, area.size.width, own)
            position = Self.finite(position + own + spacing)
        }
    }

    /// Sizes a script gave can add up past Double's range (two views 1e308
    /// long): positions stay finite, never inf or NaN.
    static func finite(_ x: Double) -> Double {
        x.isNaN ? 0 : min(max(x, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
