/// Swipe to delete and editing mode of a table (SPEC 12.3 rule 4, 12.8 "Tables").
///
/// A row is swipeable when the data source defines `commit(tv, editingStyle,
/// indexPath)`, `canEditRowAt` (absent: true) allows it, `editingStyleForRowAt`
/// (absent: "delete") says "delete", and the table is not editing. The table's
/// `_UISwipeActionPanGestureRecognizer`, after the scroll view's pan, begins on
/// a touch in a swipeable row once it has moved 10 pt with |dx| > |dy|
/// leftward; the cell follows the finger, at most the Delete button's width
/// (`UITableView.defaults.deleteButtonWidth`, 80), and at the release stays
/// open when at least half the button shows or the leftward speed exceeds
/// 300 pt/s [?]. Open, the button (a control) fills the row's trailing 80 pt
/// in front of the cell; its touchUpInside closes the row and calls
/// `commit(tv, "delete", indexPath)`. Any other touch on the table while a row
/// is open only closes it (the recognizer begins at once, so nothing else
/// gets the touch); a drag on the open row itself moves it either way. An
/// open row closes on `reloadData()`, on any scroll and on a resize.
///
/// `setEditing(true)`: each editable row (`canEditRowAt`, and a style other
/// than "none") gets a 38 pt control at its leading edge [?], the contentView
/// after it; a "delete" control's tap opens the Delete button, an "insert"
/// control's calls `commit(tv, "insert", indexPath)`. Rows select only with
/// `allowsSelectionDuringEditing`; no swipes while editing.
extension TableView {
    /// [?] The edit control's width.
    public static let editControlWidth = 38.0
    /// [?] A leftward release faster than this opens the row.
    public static let swipeOpenSpeed = 300.0

    /// The row whose Delete button shows.
    struct OpenRow {
        var indexPath: IndexPath
        var cell: ContainerCell
        var button: Button
    }

    public enum EditingStyle: String, Sendable { case delete, insert, none }

    /// The row whose Delete button shows, or nil.
    public var openRowIndexPath: IndexPath? { openRow?.indexPath }
    /// The Delete button shown, or nil.
    public var deleteButton: Button? { openRow?.button }

    // MARK: Asking the data source and the delegate

    /// `canEditRowAt` (absent: true).
    func canEdit(_ p: IndexPath) throws -> Bool {
        guard let answer = try ask(.dataSource, "canEditRowAt", .indexPath(p), count: 1) else { return true }
        return answer.isTruthy
    }

    /// `editingStyleForRowAt` (absent: "delete").
    func editingStyle(_ p: IndexPath) throws -> EditingStyle {
        guard let answer = try ask(.delegate, "editingStyleForRowAt", .indexPath(p), count: 1) else { return .delete }
        guard case .string(let name) = answer, let style = EditingStyle(rawValue: name) else {
            throw EngineError.invalidOperation("editingStyleForRowAt of the delegate of \(label) returned \(Self.shown(answer)) for \(p); it must return \"delete\", \"insert\" or \"none\"")
        }
        return style
    }

    /// Why the row may not be swiped, or nil when it may.
    func swipeRefusal(_ p: IndexPath) throws -> String? {
        if isEditing { return "\(label) is editing: no swipes" }
        guard hostHasDataSource, let host = engine.host, try host.delegateDefines(.dataSource, of: self, "commit") else {
            return "the data source of \(label) has no commit(tv, editingStyle, indexPath): rows are not swipeable"
        }
        if try !canEdit(p) { return "canEditRowAt \(p) → false" }
        let style = try editingStyle(p)
        if style != .delete { return "editingStyleForRowAt \(p) → \"\(style.rawValue)\"" }
        return nil
    }

    // MARK: The swipe

    /// The swipe recognizer's action.
    func swiped(_ pan: SwipeActionPanGestureRecognizer) throws {
        guard pan.mode != .closing, let p = pan.row, let cell = cell(for: p) else { return }
        let width = engine.tunables.deleteButtonWidth
        let base = frame(for: p)
        switch pan.state {
        case .began, .changed:
            guard let t = pan.horizontalTravel(in: self) else { return }
            if let open = openRow, open.indexPath == p { open.button.removeFromSuperview() }
            let x = min(0, max(-width, pan.startX + t))
            cell.frame = Rect(x, base.minY, base.size.width, base.size.height)
        case .ended:
            let x = cell.frame.minX
            let speed = pan.velocity(in: self).x
            if pan.horizontalTravel(in: self) != nil, -x >= width / 2 || speed < -Self.swipeOpenSpeed {
                try open(p, cell)
            } else {
                closeOpenRow()
                cell.frame = base
                engine.trace(TraceRecord(.control, time: engine.clock.now, view: self, event: "row \(p) closed"))
            }
        default:
            closeOpenRow()
            cell.frame = base
        }
    }

    /// Opens the row: the cell at x = −width, the Delete button in front of it.
    /// The title is asked first, so that a failing delegate leaves the row as it was.
    func open(_ p: IndexPath, _ cell: ContainerCell) throws {
        var title = "Delete"
        switch try ask(.delegate, "titleForDeleteConfirmationButtonForRowAt", .indexPath(p), count: 1) {
        case nil, .none?: break
        case .string(let given)?: title = given
        case let other?:
            closeOpenRow()
            if self.cell(for: p) === cell { cell.frame = frame(for: p) }
            throw EngineError.invalidOperation("titleForDeleteConfirmationButtonForRowAt of the delegate of \(label) returned \(other.typeName) for \(p); it must return a string or nil")
        }
        // The delegate may have reloaded or scrolled the table meanwhile.
        guard self.cell(for: p) === cell else { return }
        if let open = openRow, open.indexPath != p { closeOpenRow() }
        let width = engine.tunables.deleteButtonWidth
        let base = frame(for: p)
        cell.frame = Rect(-width, base.minY, base.size.width, base.size.height)
        let button: Button
        if let open = openRow, open.indexPath == p {
            button = open.button
        } else {
            button = Button(engine: engine)
            button.className = "UISwipeActionStandardButton"
            button.builtInActions.append((.touchUpInside, { [weak self] _ in try self?.deleteTapped() }))
        }
        button.title = title
        button.frame = Rect(base.maxX - width, base.minY, width, base.size.height)
        if button.superview === self { button.removeFromSuperview() }
        let index = (subviews.firstIndex { $0 === cell }).map { $0 + 1 } ?? subviews.count
        try insertSubview(button, at: min(index, subviews.count))
        openRow = OpenRow(indexPath: p, cell: cell, button: button)
        engine.trace(TraceRecord(.control, time: engine.clock.now, view: self, event: "row \(p) open: \(button.label) shows"))
    }

    /// Closes the open row, if any (a reload, a scroll, a touch, the button's tap).
    func closeOpenRow() {
        guard let open = openRow else { return }
        openRow = nil
        open.button.removeFromSuperview()
        if cell(for: open.indexPath) === open.cell {
            open.cell.frame = frame(for: open.indexPath)
        }
        engine.trace(TraceRecord(.control, time: engine.clock.now, view: self, event: "row \(open.indexPath) closed"))
    }

    /// The Delete button's touchUpInside: close, then `commit(tv, "delete", indexPath)`.
    private func deleteTapped() throws {
        guard let open = openRow else { return }
        closeOpenRow()
        try commit(.delete, open.indexPath)
    }

    private func commit(_ style: EditingStyle, _ p: IndexPath) throws {
        engine.trace(TraceRecord(.control, time: engine.clock.now, view: self, event: "commit \(style.rawValue) \(p)"))
        _ = try ask(.dataSource, "commit", .string(style.rawValue), .indexPath(p), count: 2)
    }

    // MARK: Editing mode

    /// `setEditing(editing, animated)`.
    public func setEditing(_ editing: Bool) throws {
        closeOpenRow()
        guard editing != isEditing else { return }
        isEditing = editing
        for (p, cell) in visibleItems { try updateEditControl(cell, at: p) }
    }

    /// Gives the cell its edit control while editing (when its row is
    /// editable), or takes it away.
    func updateEditControl(_ cell: ContainerCell, at p: IndexPath) throws {
        // Not editing and no control on the cell: nothing to do (each scroll step).
        if !isEditing, cell.editControl == nil { return }
        guard cell is TableViewCell else { return }
        var style = EditingStyle.none
        if isEditing, try canEdit(p) { style = try editingStyle(p) }
        if style == .none {
            guard let control = cell.editControl else { return }
            control.removeFromSuperview()
            cell.editControl = nil
            cell.containerChangedItsLayout()
            return
        }
        let control = cell.editControl ?? Button(engine: engine)
        control.className = "UITableViewCellEditControl"
        // The action finds its cell and table from the control when it runs:
        // it holds no reference to either (a weak one's side table outlived
        // them under the leak checker when the control was given a new action).
        control.builtInActions = [(.touchUpInside, { control in
            guard let cell = control.superview as? ContainerCell, let table = cell.superview as? TableView,
                  let p = table.indexPath(for: cell) else { return }
            if style == .insert { return try table.commit(.insert, p) }
            try table.open(p, cell)
        })]
        if control.superview !== cell { try cell.addSubview(control) }
        cell.editControl = control
        cell.containerChangedItsLayout()
    }

    // MARK: sim.swipeToDelete

    /// Where `sim.swipeToDelete` starts and ends its drag: from 20 pt inside
    /// the row's trailing edge, 160 pt leftward, on the screen.
    public func swipeToDeletePath(_ p: IndexPath) throws -> (Point, Point) {
        try check(p)
        guard let cell = cell(for: p), let window else {
            throw EngineError.invalidOperation("row \(p) of \(label) is not on screen (scroll it into view first)")
        }
        let r = cell.frame
        let start = Point(r.maxX - 20, r.midY)
        let inWindow = convert(start, to: window)
        let screen = window.convertToScreen(inWindow)
        return (screen, Point(screen.x - 160, screen.y))
    }
}

/// `_UISwipeActionPanGestureRecognizer` [obs]: the table's swipe (SPEC 12.3 rule 4).
public final class SwipeActionPanGestureRecognizer: PanGestureRecognizer {
    public override class var uikitName: String { "_UISwipeActionPanGestureRecognizer" }

    enum Mode { case swipe, onOpenRow, closing }
    private(set) var mode = Mode.swipe
    /// The row the touch began on.
    private(set) var row: IndexPath?
    /// The cell's x when the touch began (0, or −width on an open row).
    private(set) var startX = 0.0
    /// On an open row: whether the finger has moved far enough to move it.
    private var movedOpenRow = false

    private var table: TableView? { view as? TableView }

    public override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        guard phase == .began, state == .possible, let table, let touch = touches.first, self.touches.first === touch else {
            return try super.defaultTouches(phase, touches, event)
        }
        mode = .swipe
        movedOpenRow = false
        startX = 0
        row = table.indexPath(forRowAt: touch.location(in: table))
        guard let open = table.openRow else { return try super.defaultTouches(phase, touches, event) }
        if let hit = touch.view, hit === open.button || hit.isDescendant(of: open.button) {
            // The Delete button's own touch.
            return ignore(touch)
        }
        try super.defaultTouches(phase, touches, event)
        if let hit = touch.view, hit === open.cell || hit.isDescendant(of: open.cell), table.cell(for: open.indexPath) === open.cell {
            mode = .onOpenRow
            row = open.indexPath
            startX = -engine.tunables.deleteButtonWidth
            try setState(.began, reason: "a touch on the open row \(open.indexPath)")
        } else {
            mode = .closing
            table.closeOpenRow()
            try setState(.began, reason: "a touch while row \(open.indexPath) was open: it only closes the row")
        }
    }

    override func refusalToBegin(translation t: Point) throws -> String? {
        guard let table, let row else { return "the touch did not begin on a row" }
        if abs(t.y) >= abs(t.x) { return "a mostly vertical drag" }
        if t.x > 0 { return "a rightward drag: a closed row opens leftward" }
        return try table.swipeRefusal(row)
    }

    /// How far the finger has moved the row horizontally (in the table's
    /// coordinates), or nil when it has not yet moved far enough to move it
    /// (a touch on an open row moves it once past the pan's hysteresis).
    func horizontalTravel(in view: View) -> Double? {
        let t = translation(in: view).x
        guard mode == .onOpenRow else { return t }
        let h = engine.tunables.panHysteresis
        if !movedOpenRow {
            guard abs(t) >= h else { return nil }
            movedOpenRow = true
        }
        return t < 0 ? min(t + h, 0) : max(t - h, 0)
    }

    public override func defaultReset() {
        super.defaultReset()
        mode = .swipe
        row = nil
        startX = 0
        movedOpenRow = false
    }
}
