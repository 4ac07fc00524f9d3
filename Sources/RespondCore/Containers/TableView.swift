/// UITableView (SPEC 11.4, 11.11 "Tables"): a scroll view whose content is rows
/// asked of its data source, of which only the visible ones have cells.
///
/// Row geometry is kept per section (`SectionLayout`): with one height for every
/// row (`rowHeight`, no `heightForRowAt`) a row's place is arithmetic, so a
/// table of 10^9 rows costs what a table of 20 does; with the delegate's
/// heights, their running sums are kept (asked once per row at load, as UIKit
/// does without estimates, and bounded by `maximumMeasuredRows`). Finding the
/// rows in view is a binary search plus one step per visible row.
open class TableView: ScrollView {
    open override class var uikitName: String { "UITableView" }

    /// Rows and sections beyond these are refused with an error naming the
    /// data-source method that asked for them [?].
    public static let maximumRows = 1_000_000_000_000
    public static let maximumSections = 1_000_000
    /// Rows whose heights the delegate gives one by one, over the whole table.
    public static let maximumMeasuredRows = 1_000_000

    public var rowHeight = 44.0
    public var sectionHeaderHeight = 0.0
    public var sectionFooterHeight = 0.0
    /// False clears the selection and asks nothing (SPEC 11.11).
    public var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }
    public var allowsMultipleSelection = false
    /// Set by the host while it keeps a data-source table.
    public var hostHasDataSource = false

    /// One section's geometry, in content coordinates.
    struct SectionLayout {
        var top: Double
        var header: Double
        var rows: Int
        /// The uniform row height, when `rowTops` is nil.
        var rowHeight: Double
        /// rows + 1 running sums of the delegate's heights, from the first row's top.
        var rowTops: [Double]?
        var footer: Double

        var rowsTop: Double { top + header }
        var rowsHeight: Double { rowTops?.last ?? Double(rows) * rowHeight }
        var bottom: Double { rowsTop + rowsHeight + footer }

        func rowTop(_ row: Int) -> Double { rowsTop + (rowTops?[row] ?? Double(row) * rowHeight) }
        func height(_ row: Int) -> Double {
            if let tops = rowTops { return tops[row + 1] - tops[row] }
            return rowHeight
        }

        /// The first row whose bottom is below `y` (rows.count when none).
        func firstRow(below y: Double) -> Int {
            let local = y - rowsTop
            if let tops = rowTops {
                var lo = 0, hi = rows
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if tops[mid + 1] > local { hi = mid } else { lo = mid + 1 }
                }
                return lo
            }
            guard rowHeight > 0 else { return rows }
            guard local > 0 else { return 0 }
            let r = (local / rowHeight).rounded(.down)
            return r >= Double(rows) ? rows : Int(r)
        }
    }

    var sections: [SectionLayout] = []
    /// The cells on screen, by index path, in index-path order.
    public private(set) var visibleRows: [(indexPath: IndexPath, cell: TableViewCell)] = []
    /// Cells waiting to be reused, by reuse identifier, oldest first.
    var reusePool: [String: [TableViewCell]] = [:]
    public private(set) var selectedRows: [IndexPath] = []
    /// The cell a touch highlighted, until its touch ends.
    weak var touchHighlightedCell: TableViewCell?
    /// What the table is doing while it asks its data source, for the
    /// reentrancy error (nil when it is not laying out).
    private var busyWith: String?
    private var loaded = false
    private var awaitingWindow = false

    public override init(engine: Engine, frame: Rect = .zero) {
        super.init(engine: engine, frame: frame)
    }

    deinit {
        if awaitingWindow {
            let me = ObjectIdentifier(self)
            engine.viewsAwaitingWindow.removeAll { ObjectIdentifier($0.object) == me }
        }
    }

    // MARK: The data source and the delegate

    func ask(_ role: DelegateRole, _ method: String, _ a: ScriptValue = .none, _ b: ScriptValue = .none,
             count: Int) throws -> ScriptValue? {
        guard role == .dataSource ? hostHasDataSource : hostHasDelegate, let host = engine.host else { return nil }
        return try host.callDelegate(role, of: self, method, ScriptArguments(a, b, count: count))
    }

    /// A delegate call about a row, traced.
    func tell(_ method: String, _ indexPath: IndexPath) throws {
        engine.trace(TraceRecord(.control, time: engine.clock.now, view: self, event: "\(method) \(indexPath)"))
        _ = try ask(.delegate, method, .indexPath(indexPath), count: 1)
    }

    /// The data source was set or cleared (the host calls this).
    public func dataSourceChanged() throws {
        if hostHasDataSource, window != nil {
            try reloadData()
        } else if hostHasDataSource, !loaded, !awaitingWindow {
            awaitingWindow = true
            engine.viewsAwaitingWindow.append(Unretained(self))
        }
    }

    open override func didJoinWindow() throws {
        awaitingWindow = false
        if hostHasDataSource, !loaded { try reloadData() }
    }

    // MARK: Loading rows (SPEC 11.4, 11.11)

    /// `reloadData()`: every visible cell goes to the reuse pool, the counts and
    /// heights are asked again, and the rows in view are asked for their cells.
    public func reloadData() throws {
        try refuseReentry("reloadData()")
        loaded = true
        for (_, cell) in visibleRows { enqueue(cell) }
        visibleRows = []
        if touchHighlightedCell != nil { touchHighlightedCell = nil }
        sections = []
        contentSize = Size(bounds.size.width, 0)
        busyWith = "counting its rows"
        let layout: [SectionLayout]
        do {
            defer { busyWith = nil }
            layout = try measure()
        }
        sections = layout
        contentSize = Size(bounds.size.width, layout.last?.bottom ?? 0)
        // Fewer rows than before: the offset comes back into the range (no delegate call).
        let (lo, hi) = offsetRange
        contentOffset = Point(min(max(contentOffset.x, lo.x), hi.x), min(max(contentOffset.y, lo.y), hi.y))
        selectedRows.removeAll { !isValid($0) }
        try layoutVisibleRows()
    }

    private func refuseReentry(_ what: String) throws {
        if let busyWith {
            throw EngineError.invalidOperation("\(what) on \(label) while it is \(busyWith): a data source or delegate may not reload or scroll the table from inside the table's own calls")
        }
    }

    /// Asks the counts and heights, section by section.
    private func measure() throws -> [SectionLayout] {
        let sectionCount = try count(ask(.dataSource, "numberOfSections", count: 0) ?? .number(1),
                                     "numberOfSections", limit: Self.maximumSections, default: 1)
        var layout: [SectionLayout] = []
        layout.reserveCapacity(sectionCount)
        var y = 0.0
        var measured = 0
        for section in 0..<sectionCount {
            try engine.spend(1)
            let rows = try count(ask(.dataSource, "numberOfRowsInSection", .number(Double(section)), count: 1),
                                 "numberOfRowsInSection", limit: Self.maximumRows, default: 0, section: section)
            let header = try height(ask(.delegate, "heightForHeaderInSection", .number(Double(section)), count: 1),
                                    "heightForHeaderInSection", default: sectionHeaderHeight, what: "section \(section)")
            var s = SectionLayout(top: y, header: header, rows: rows, rowHeight: rowHeight, rowTops: nil, footer: 0)
            if rows > 0, hostHasDelegate,
               let first = try ask(.delegate, "heightForRowAt", .indexPath(IndexPath(section: section, row: 0)), count: 1) {
                measured += rows
                guard measured <= Self.maximumMeasuredRows else {
                    throw EngineError.invalidOperation("heightForRowAt of the delegate of \(label) would be asked for \(measured) rows; respond-lua asks it for every row (as UIKit does without estimated heights) and allows at most \(Self.maximumMeasuredRows): use rowHeight for long tables")
                }
                var tops = [0.0]
                tops.reserveCapacity(rows + 1)
                var value = first
                for row in 0..<rows {
                    let indexPath = IndexPath(section: section, row: row)
                    if row > 0 {
                        try engine.spend(1)
                        value = try ask(.delegate, "heightForRowAt", .indexPath(indexPath), count: 1) ?? .none
                    }
                    tops.append(tops[row] + (try height(value, "heightForRowAt", default: nil, what: "\(indexPath)")))
                }
                s.rowTops = tops
            }
            s.footer = try height(ask(.delegate, "heightForFooterInSection", .number(Double(section)), count: 1),
                                  "heightForFooterInSection", default: sectionFooterHeight, what: "section \(section)")
            layout.append(s)
            y = s.bottom
        }
        return layout
    }

    private func count(_ value: ScriptValue?, _ method: String, limit: Int, default fallback: Int,
                       section: Int? = nil) throws -> Int {
        guard let value else { return fallback }
        let place = section.map { " for section \($0)" } ?? ""
        guard case .number(let n) = value, n >= 0, n <= Double(limit), n == n.rounded(.down) else {
            let shown: String
            if case .number(let n) = value { shown = formatNumber(n) } else { shown = value.typeName }
            throw EngineError.invalidOperation("\(method) of the data source of \(label) returned \(shown)\(place); it must be a whole number from 0 to \(limit)")
        }
        return Int(n)
    }

    private func height(_ value: ScriptValue?, _ method: String, default fallback: Double?, what: String) throws -> Double {
        if value == nil, let fallback { return fallback }
        guard case .number(let h)? = value, h.isFinite, h >= 0 else {
            let shown: String
            if case .number(let n)? = value { shown = formatNumber(n) } else { shown = value?.typeName ?? "nil" }
            throw EngineError.invalidOperation("\(method) of the delegate of \(label) returned \(shown) for \(what); a height must be a finite number ≥ 0")
        }
        return h
    }

    // MARK: Geometry

    public var numberOfSections: Int { sections.count }

    public func numberOfRows(inSection section: Int) -> Int? {
        sections.indices.contains(section) ? sections[section].rows : nil
    }

    func isValid(_ p: IndexPath) -> Bool {
        sections.indices.contains(p.section) && p.row >= 0 && p.row < sections[p.section].rows
    }

    /// Throws unless the index path names a row of the table as last loaded;
    /// `source` says where it came from when not from the script's call.
    public func check(_ p: IndexPath, from source: String? = nil) throws {
        guard !isValid(p) else { return }
        let has: String
        if sections.indices.contains(p.section) {
            has = "section \(p.section) has \(sections[p.section].rows) row\(sections[p.section].rows == 1 ? "" : "s")"
        } else {
            has = "the table has \(sections.count) section\(sections.count == 1 ? "" : "s")"
        }
        throw EngineError.invalidOperation("\(source.map { "\($0) gave " } ?? "")index path \(p), which is out of range (\(has))")
    }

    /// `rectForRowAt`: (0, y, table width, height) in content coordinates.
    public func rect(forRow p: IndexPath) -> Rect {
        let s = sections[p.section]
        return Rect(0, s.rowTop(p.row), bounds.size.width, s.height(p.row))
    }

    /// The section whose header top is at or above `y` (the first when `y` is above all).
    private func sectionIndex(at y: Double) -> Int {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].top <= y { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo - 1)
    }

    /// `indexPathForRowAt(p)`, p in the table's bounds coordinates.
    public func indexPath(forRowAt p: Point) -> IndexPath? {
        guard p.x >= 0, p.x < bounds.size.width, !sections.isEmpty else { return nil }
        let s = sectionIndex(at: p.y)
        let section = sections[s]
        guard p.y >= section.rowsTop, p.y < section.rowsTop + section.rowsHeight else { return nil }
        let row = section.firstRow(below: p.y)
        return row < section.rows ? IndexPath(section: s, row: row) : nil
    }

    /// The rows whose frames intersect the visible bounds, in order.
    func rowsInView() throws -> [IndexPath] {
        let visible = bounds
        guard visible.size.height > 0, visible.size.width > 0, !sections.isEmpty else { return [] }
        var found: [IndexPath] = []
        var s = sectionIndex(at: visible.minY)
        while s < sections.count, sections[s].top < visible.maxY {
            let section = sections[s]
            var row = section.firstRow(below: visible.minY)
            while row < section.rows, section.rowTop(row) < visible.maxY {
                if section.height(row) > 0 {
                    found.append(IndexPath(section: s, row: row))
                    try engine.spend(1)
                }
                row += 1
            }
            s += 1
        }
        return found
    }

    // MARK: Cells

    open override func contentOffsetWillChange() throws {
        try refuseReentry("scrolling")
    }

    open override func contentOffsetDidChange() throws {
        try layoutVisibleRows()
    }

    /// Cells that left the visible bounds go to the pool first, then the rows
    /// coming into view are asked for (SPEC 11.11).
    public func layoutVisibleRows() throws {
        guard loaded else { return }
        try refuseReentry("scrolling")
        let wanted = try rowsInView()
        var kept: [(indexPath: IndexPath, cell: TableViewCell)] = []
        for entry in visibleRows {
            if wanted.binarySearch(entry.indexPath) { kept.append(entry) } else { enqueue(entry.cell) }
        }
        visibleRows = kept
        busyWith = "asking cellForRowAt"
        defer { busyWith = nil }
        for indexPath in wanted where !visibleRows.contains(where: { $0.indexPath == indexPath }) {
            let cell = try cellFromDataSource(for: indexPath)
            place(cell, at: indexPath)
        }
    }

    private func cellFromDataSource(for indexPath: IndexPath) throws -> TableViewCell {
        guard let value = try ask(.dataSource, "cellForRowAt", .indexPath(indexPath), count: 1) else {
            throw EngineError.invalidOperation("the data source of \(label) has no cellForRowAt, and row \(indexPath) needs a cell")
        }
        guard case .object(let object) = value, let cell = object as? TableViewCell else {
            throw EngineError.invalidOperation("cellForRowAt of the data source of \(label) returned \(value.typeName) for \(indexPath); it must return a UITableViewCell")
        }
        if let other = visibleRows.first(where: { $0.cell === cell }) {
            throw EngineError.invalidOperation("cellForRowAt of the data source of \(label) returned \(cell.label) for \(indexPath), but it is already the cell of \(other.indexPath): each row needs its own cell (dequeueReusableCell or a new one)")
        }
        if let table = cell.superview as? TableView, table !== self, table.visibleRows.contains(where: { $0.cell === cell }) {
            throw EngineError.invalidOperation("cellForRowAt of the data source of \(label) returned \(cell.label) for \(indexPath), but it is a visible cell of \(table.label)")
        }
        if let id = cell.reuseIdentifier { reusePool[id]?.removeAll { $0 === cell } }
        return cell
    }

    private func place(_ cell: TableViewCell, at indexPath: IndexPath) {
        cell.frame = rect(forRow: indexPath)
        cell.layoutContentView()
        cell.highlighted = false
        cell.selected = selectedRows.contains(indexPath)
        let position = visibleRows.firstIndex { $0.indexPath > indexPath } ?? visibleRows.count
        // Among the table's subviews, before the next visible cell (cells in row order).
        let subviewIndex = position < visibleRows.count
            ? subviews.firstIndex { $0 === visibleRows[position].cell } ?? subviews.count : subviews.count
        visibleRows.insert((indexPath, cell), at: position)
        if cell.superview === self, let current = subviews.firstIndex(where: { $0 === cell }) {
            if current != subviewIndex, current + 1 != subviewIndex {
                try? insertSubview(cell, at: current < subviewIndex ? subviewIndex - 1 : subviewIndex)
            }
        } else {
            try? insertSubview(cell, at: subviewIndex)
        }
    }

    /// A cell leaving the screen: removed, and kept for reuse when it has an identifier.
    private func enqueue(_ cell: TableViewCell) {
        if touchHighlightedCell === cell { touchHighlightedCell = nil }
        cell.removeFromSuperview()
        cell.highlighted = false
        if let id = cell.reuseIdentifier { reusePool[id, default: []].append(cell) }
    }

    /// The kept cell `dequeueReusableCell(identifier)` gives, oldest first; nil
    /// when none is kept (the host then makes one of the class `register` gave).
    public func dequeuePooledCell(_ identifier: String) -> TableViewCell? {
        guard var pool = reusePool[identifier], !pool.isEmpty else { return nil }
        let cell = pool.removeFirst()
        reusePool[identifier] = pool
        return cell
    }

    /// How many cells the pool keeps for reuse.
    public var reusableCellCount: Int { reusePool.values.reduce(0) { $0 + $1.count } }

    public func cell(forRow p: IndexPath) -> TableViewCell? {
        visibleRows.first { $0.indexPath == p }?.cell
    }

    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        visibleRows.first { $0.cell === cell }?.indexPath
    }

    public var visibleCells: [TableViewCell] { visibleRows.map(\.cell) }

    // MARK: Scrolling to a row

    public enum ScrollPosition: String, CaseIterable, Sendable { case none, top, middle, bottom }

    /// `scrollToRowAt(indexPath, position)` (SPEC 11.11).
    public func scrollToRow(_ p: IndexPath, at position: ScrollPosition) throws {
        let r = rect(forRow: p)
        let height = bounds.size.height
        let offset = contentOffset
        var y: Double
        switch position {
        case .top: y = r.minY
        case .middle: y = r.midY - height / 2
        case .bottom: y = r.maxY - height
        case .none:
            if r.minY < offset.y { y = r.minY } else if r.maxY > offset.y + height { y = r.maxY - height } else { return }
        }
        let (lo, hi) = offsetRange
        y = min(max(y, lo.y), hi.y)
        try setContentOffset(Point(offset.x, y))
    }

    // MARK: Selection (SPEC 11.4, 11.11)

    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// `selectRowAt`: no delegate calls; single selection drops the old row.
    public func selectRow(_ p: IndexPath?) {
        guard let p else { return clearSelection() }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for old in selectedRows where old != p { setSelected(old, false) }
        }
        setSelected(p, true)
    }

    public func deselectRow(_ p: IndexPath) { setSelected(p, false) }

    private func clearSelection() {
        for p in selectedRows { setSelected(p, false) }
    }

    private func setSelected(_ p: IndexPath, _ on: Bool) {
        if on {
            if !selectedRows.contains(p) { selectedRows.append(p) }
        } else {
            selectedRows.removeAll { $0 == p }
        }
        cell(forRow: p)?.selected = on
    }

    /// For `explain`: what a touch on `view`, in one of this table's cells, does
    /// to the cell's row (nil when `view` is in no cell of its rows).
    public func selectionText(for view: View) -> String? {
        var v: View? = view
        var control: Control?
        while let current = v, current.superview !== self {
            if control == nil, let c = current as? Control { control = c }
            v = current.superview
        }
        guard let cell = v as? TableViewCell, let p = indexPath(for: cell) else { return nil }
        if let control {
            return "\(control.label) is a control in \(cell.label) (row \(p)): it takes the touch, and the row is not selected"
        }
        if !allowsSelection { return "\(cell.label) is row \(p); allowsSelection is false, so a tap selects nothing" }
        if cell.overrides(.touchesBegan) || cell.overrides(.touchesEnded) {
            return "\(cell.label) is row \(p); it overrides touchesBegan/touchesEnded, so unless the override calls UITableViewCell's, the row is not selected"
        }
        return "\(cell.label) is row \(p): its touchesBegan highlights the row (shouldHighlightRowAt, didHighlightRowAt), its touchesEnded inside selects it (willSelectRowAt, didSelectRowAt); a scroll or a recognizer that cancels the touch only unhighlights it"
    }

    /// The cell got `touchesBegan`: highlight if allowed.
    func cellTouchBegan(_ cell: TableViewCell) throws {
        guard allowsSelection, touchHighlightedCell == nil, let p = indexPath(for: cell) else { return }
        if let answer = try ask(.delegate, "shouldHighlightRowAt", .indexPath(p), count: 1), !answer.isTruthy {
            engine.trace(TraceRecord(.control, time: engine.clock.now, view: self, event: "shouldHighlightRowAt \(p) → false: no highlight, no selection"))
            return
        }
        cell.highlighted = true
        touchHighlightedCell = cell
        try tell("didHighlightRowAt", p)
    }

    /// The cell's touch ended (inside it or not) or was cancelled.
    func cellTouchEnded(_ cell: TableViewCell, inside: Bool) throws {
        guard touchHighlightedCell === cell else { return }
        touchHighlightedCell = nil
        guard let p = indexPath(for: cell) else {
            cell.highlighted = false
            return
        }
        guard inside, allowsSelection else { return try unhighlight(cell, p) }
        if allowsMultipleSelection, selectedRows.contains(p) {
            guard let target = try redirected("willDeselectRowAt", p) else { return try unhighlight(cell, p) }
            try unhighlight(cell, p)
            try deselectByTouch(target)
            return
        }
        guard let target = try redirected("willSelectRowAt", p) else { return try unhighlight(cell, p) }
        if !allowsMultipleSelection {
            for old in selectedRows where old != target {
                _ = try ask(.delegate, "willDeselectRowAt", .indexPath(old), count: 1)
                try deselectByTouch(old)
            }
        }
        try unhighlight(cell, p)
        setSelected(target, true)
        engine.trace(TraceRecord(.control, time: engine.clock.now, view: self, event: "row \(target) selected"))
        try tell("didSelectRowAt", target)
    }

    private func deselectByTouch(_ p: IndexPath) throws {
        setSelected(p, false)
        try tell("didDeselectRowAt", p)
    }

    private func unhighlight(_ cell: TableViewCell, _ p: IndexPath) throws {
        cell.highlighted = false
        try tell("didUnhighlightRowAt", p)
    }

    /// `willSelectRowAt`/`willDeselectRowAt`: the row to use, nil to cancel.
    private func redirected(_ method: String, _ p: IndexPath) throws -> IndexPath? {
        guard let answer = try ask(.delegate, method, .indexPath(p), count: 1) else { return p }
        switch answer {
        case .none:
            engine.trace(TraceRecord(.control, time: engine.clock.now, view: self, event: "\(method) \(p) → nil: cancelled"))
            return nil
        case .indexPath(let other):
            try check(other, from: "\(method) of the delegate of \(label)")
            return other
        default:
            throw EngineError.invalidOperation("\(method) of the delegate of \(label) returned \(answer.typeName) for \(p); it must return an IndexPath or nil")
        }
    }
}

extension Array where Element == IndexPath {
    /// Membership in a sorted array.
    func binarySearch(_ p: IndexPath) -> Bool {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if self[mid] < p { lo = mid + 1 } else { hi = mid }
        }
        return lo < count && self[lo] == p
    }
}

/// UITableViewCell (SPEC 11.4): a view whose `contentView` fills it and is
/// kept frontmost, and whose built-in touch handling selects its row.
open class TableViewCell: View {
    open override class var uikitName: String { "UITableViewCell" }
    open override class var handlesTouchesItself: Bool { true }

    public private(set) var contentView: View
    public var reuseIdentifier: String?
    public enum SelectionStyle: String, CaseIterable, Sendable { case `default`, none, blue, gray }
    public var selectionStyle = SelectionStyle.default
    public var highlighted = false
    public var selected = false
    private var madeTextLabel: Label?
    /// The touch this cell's built-in handling follows.
    private weak var trackedTouch: Touch?

    public override init(engine: Engine, frame: Rect = Rect(0, 0, 320, 44)) {
        contentView = View(engine: engine, frame: Rect(origin: .zero, size: frame.size))
        super.init(engine: engine, frame: frame)
        // UIKit's private class, as dumps and traces show it; scripts see a UIView.
        contentView.className = "UITableViewCellContentView"
        _ = contentView.serial
        try? addSubview(contentView)
        pinnedFrontSubview = contentView
    }

    /// A cell for the importer: its content view will be the dump's
    /// (`adoptContentView`), so it starts without one of its own.
    public static func forImport(engine: Engine) -> TableViewCell {
        let cell = TableViewCell(engine: engine)
        cell.pinnedFrontSubview = nil
        cell.contentView.removeFromSuperview()
        return cell
    }

    /// Makes `view`, one of its subviews, the content view kept in front from
    /// now on (the dump's order is left as it is).
    public func adoptContentView(_ view: View) {
        contentView = view
        pinnedFrontSubview = view
    }

    /// `textLabel`: a UILabel in the contentView, made on first use.
    public var textLabel: Label {
        if let madeTextLabel { return madeTextLabel }
        let made = Label(engine: engine)
        madeTextLabel = made
        try? contentView.addSubview(made)
        layoutContentView()
        return made
    }

    /// The contentView fills the cell; the label is inset 16 pt on each side.
    public func layoutContentView() {
        let size = bounds.size
        contentView.frame = Rect(0, 0, size.width, size.height)
        madeTextLabel?.frame = Rect(16, 0, max(0, size.width - 32), size.height)
    }

    open override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        try cellTouches(phase, touches, event)
    }

    /// UITableViewCell's touch handling: highlight at touchesBegan, select at
    /// touchesEnded inside, unhighlight at touchesCancelled (SPEC 11.4); then,
    /// as UIView's default, the touches go on up the responder chain.
    public final func cellTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        let table = superview as? TableView
        switch phase {
        case .began:
            if trackedTouch == nil, let touch = touches.first {
                trackedTouch = touch
                try table?.cellTouchBegan(self)
            }
        case .ended, .cancelled:
            if let touch = trackedTouch, touches.contains(where: { $0 === touch }) {
                trackedTouch = nil
                let inside = phase == .ended && bounds.contains(touch.location(in: self))
                try table?.cellTouchEnded(self, inside: inside)
            }
        default:
            break
        }
        try responderTouches(phase, touches, event)
    }
}
