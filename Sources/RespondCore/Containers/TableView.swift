/// UITableView (SPEC 11.4, 11.11 "Tables"): rows stacked from content y = 0,
/// each section's header above its rows and its footer below.
///
/// Row geometry is kept per section (`SectionLayout`): with one height for every
/// row (`rowHeight`, no `heightForRowAt`) a row's place is arithmetic, so a
/// table of 10^9 rows costs what a table of 20 does; with the delegate's
/// heights, their running sums are kept (asked once per row at load, as UIKit
/// does without estimates, and bounded by `maximumMeasuredItems`). Finding the
/// rows in view is a binary search plus one step per visible row.
open class TableView: CellContainerView {
    /// A table bounces vertically even when its rows fit (SPEC 12.4 rule 3).
    open override class var uikitName: String { "UITableView" }
    open override class var names: Names { TableView.rowNames }
    private static let rowNames = Names(
        item: "row", numberOfItems: "numberOfRowsInSection", cellForItem: "cellForRowAt",
        shouldHighlight: "shouldHighlightRowAt", didHighlight: "didHighlightRowAt", didUnhighlight: "didUnhighlightRowAt",
        willSelect: "willSelectRowAt", didSelect: "didSelectRowAt", willDeselect: "willDeselectRowAt",
        didDeselect: "didDeselectRowAt", answersIndexPaths: true)

    public var rowHeight = 44.0
    public var sectionHeaderHeight = 0.0
    public var sectionFooterHeight = 0.0

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

        /// The first row whose bottom is below `y` (`rows` when none).
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
            return Int(flooring: local / rowHeight, within: 0...rows)
        }
    }

    var sections: [SectionLayout] = []

    /// The header and footer views shown, by section (TableHeaders.swift).
    var headerViews: [Int: View] = [:]
    var footerViews: [Int: View] = [:]
    /// What `measure` was given for a header or footer whose height is its
    /// view's or its title's, kept until the placement after it (so that a
    /// reload asks each once); by `SupplementaryKey`.
    var measuredSupplementary: [SupplementaryKey: Supplementary] = [:]

    /// Swipe to delete and editing (SwipeToDelete.swift, SPEC 12.3 rule 4): its
    /// pan, after the scroll view's two recognizers; the row whose Delete
    /// button shows; `setEditing`.
    public let swipeRecognizer: SwipeActionPanGestureRecognizer
    var openRow: OpenRow?
    public internal(set) var isEditing = false
    public var allowsSelectionDuringEditing = false

    public override init(engine: Engine, frame: Rect = .zero) {
        swipeRecognizer = SwipeActionPanGestureRecognizer(engine: engine)
        super.init(engine: engine, frame: frame)
        // UIKit's tables bounce vertically even when their rows fit (SPEC 12.4 rule 3).
        alwaysBounceVertical = true
        _ = swipeRecognizer.serial
        swipeRecognizer.actionHandlers.append { [weak self] pan in
            if let self, pan.view === self { try self.swiped(pan as! SwipeActionPanGestureRecognizer) }
        }
        addGestureRecognizer(swipeRecognizer)
    }

    open override class var gapsSeparateSections: Bool { true }

    open override var allowsTouchSelection: Bool { allowsSelection && (!isEditing || allowsSelectionDuringEditing) }

    /// Any scroll closes an open Delete button (SPEC 12.8).
    open override func contentOffsetDidChange() throws {
        closeOpenRow()
        try super.contentOffsetDidChange()
    }

    open override func sizeChanged() throws {
        closeOpenRow()
        try super.sizeChanged()
    }

    open override func cellWillAppear(_ cell: ContainerCell, at indexPath: IndexPath) throws {
        try updateEditControl(cell, at: indexPath)
    }

    open override func layoutSupplementaryViews() throws { try placeSupplementaryViews() }

    open override func resetLayout() {
        closeOpenRow()
        sections = []
        removeSupplementaryViews()
    }

    open override class var layoutBytesPerSection: Int { MemoryLayout<SectionLayout>.stride }
    /// Its row's top.
    open override class var layoutBytesPerMeasuredItem: Int { MemoryLayout<Double>.stride }

    /// Asks the heights, section by section.
    open override func measure(_ counts: [Int]) throws -> Size {
        var layout: [SectionLayout] = []
        layout.reserveCapacity(counts.count)
        var y = 0.0
        var measured = 0
        for (section, rows) in counts.enumerated() {
            let header = try supplementaryHeight(.header, section)
            var s = SectionLayout(top: y, header: header, rows: rows, rowHeight: rowHeight, rowTops: nil, footer: 0)
            if rows > 0, hostHasDelegate,
               let first = try ask(.delegate, "heightForRowAt", .indexPath(IndexPath(section: section, row: 0)), count: 1) {
                measured += rows
                try checkMeasured(measured, "heightForRowAt", "rowHeight")
                try chargeLayout(sections: counts.count, measuredItems: measured)
                var tops = [0.0]
                tops.reserveCapacity(rows + 1)
                var value: ScriptValue? = first
                for row in 0..<rows {
                    let indexPath = IndexPath(section: section, row: row)
                    if row > 0 {
                        try engine.spend(1)
                        value = try ask(.delegate, "heightForRowAt", .indexPath(indexPath), count: 1) ?? ScriptValue.none
                    }
                    tops.append(tops[row] + (try length(value, "heightForRowAt", default: nil, what: "\(indexPath)")))
                }
                s.rowTops = tops
            }
            s.footer = try supplementaryHeight(.footer, section)
            layout.append(s)
            y = s.bottom
        }
        sections = layout
        return Size(bounds.size.width, y)
    }

    /// `rectForRowAt`: (0, y, table width, height) in content coordinates.
    open override func frame(for p: IndexPath) -> Rect {
        if let adopted = adoptedFrame(for: p) { return adopted }
        let s = sections[p.section]
        return Rect(0, s.rowTop(p.row), bounds.size.width, s.height(p.row))
    }

    /// The section whose header top is at or above `y` (the first when `y` is above all).
    func sectionIndex(at y: Double) -> Int {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].top <= y { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo - 1)
    }

    /// `indexPathForRowAt(p)`, p in the table's bounds coordinates.
    public func indexPath(forRowAt p: Point) -> IndexPath? {
        if adoptedFrames != nil { return adoptedIndexPath(at: p) }
        guard p.x >= 0, p.x < bounds.size.width, !sections.isEmpty else { return nil }
        let s = sectionIndex(at: p.y)
        let section = sections[s]
        guard p.y >= section.rowsTop, p.y < section.rowsTop + section.rowsHeight else { return nil }
        let row = section.firstRow(below: p.y)
        return row < section.rows ? IndexPath(section: s, row: row) : nil
    }

    open override func itemsInView() throws -> [IndexPath] {
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

    // MARK: Scrolling to a row

    public enum ScrollPosition: String, CaseIterable, Sendable { case none, top, middle, bottom }

    /// `scrollToRowAt(indexPath, position)` (SPEC 11.11).
    public func scrollToRow(_ p: IndexPath, at position: ScrollPosition) throws {
        let r = frame(for: p)
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
}

/// UITableViewCell (SPEC 11.4): a cell with a `textLabel` and a `selectionStyle`.
open class TableViewCell: ContainerCell {
    open override class var uikitName: String { "UITableViewCell" }
    open override class var contentViewClassName: String { "UITableViewCellContentView" }

    public enum SelectionStyle: String, CaseIterable, Sendable { case `default`, none, blue, gray }
    public var selectionStyle = SelectionStyle.default
    private var madeTextLabel: Label?

    /// `textLabel`: a UILabel in the contentView, made on first use.
    public var textLabel: Label {
        if let madeTextLabel { return madeTextLabel }
        let made = Label(engine: engine)
        madeTextLabel = made
        try? contentView.addSubview(made)
        layoutContentView()
        return made
    }

    /// The label is inset 16 pt on each side; while editing, the contentView
    /// starts after the edit control.
    open override func layoutContentView() {
        super.layoutContentView()
        let size = bounds.size
        if let editControl {
            let w = min(TableView.editControlWidth, size.width)
            editControl.frame = Rect(0, 0, w, size.height)
            contentView.frame = Rect(w, 0, size.width - w, size.height)
        }
        madeTextLabel?.frame = Rect(16, 0, max(0, contentView.frame.size.width - 32), size.height)
    }
}
