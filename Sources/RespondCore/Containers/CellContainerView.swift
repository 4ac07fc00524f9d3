/// What UITableView and UICollectionView share (SPEC 11.4, 11.5, 11.11): a
/// scroll view whose content is items asked of a data source, of which only
/// the visible ones have cells; a reuse pool; selection by the cells' own
/// touch handling. A subclass measures its items (`measure`), places them
/// (`frame(for:)`, `itemsInView`) and names the methods (`Names`).
open class CellContainerView: ScrollView {
    /// The data-source and delegate methods, and how selection asks.
    public struct Names: Sendable {
        /// "row" or "item": in messages.
        public var item: String
        public var numberOfItems: String
        public var cellForItem: String
        public var shouldHighlight: String
        public var didHighlight: String
        public var didUnhighlight: String
        /// `willSelectRowAt` (answers an index path or nil) or `shouldSelectItemAt` (a boolean).
        public var willSelect: String
        public var didSelect: String
        public var willDeselect: String
        public var didDeselect: String
        /// Whether `willSelect`/`willDeselect` answer an index path (a table) or a boolean.
        public var answersIndexPaths: Bool
        /// Whether single selection asks `willDeselect` for the row it drops (a table does).
        public var asksBeforeDroppingOld: Bool

        /// Every name written out (so that a search for `didSelectRowAt`
        /// finds the table that calls it); `willSelect` answers an index path
        /// when `answersIndexPaths` (a table's `willSelectRowAt`), else a
        /// boolean (a collection's `shouldSelectItemAt`).
        public init(item: String, numberOfItems: String, cellForItem: String, shouldHighlight: String,
                    didHighlight: String, didUnhighlight: String, willSelect: String, didSelect: String,
                    willDeselect: String, didDeselect: String, answersIndexPaths: Bool) {
            self.item = item
            self.numberOfItems = numberOfItems
            self.cellForItem = cellForItem
            self.shouldHighlight = shouldHighlight
            self.didHighlight = didHighlight
            self.didUnhighlight = didUnhighlight
            self.willSelect = willSelect
            self.didSelect = didSelect
            self.willDeselect = willDeselect
            self.didDeselect = didDeselect
            self.answersIndexPaths = answersIndexPaths
            asksBeforeDroppingOld = answersIndexPaths
        }
    }

    open class var names: Names { fatalError("a subclass names its methods") }

    /// Items and sections beyond these are refused with an error naming the
    /// data-source method that asked for them [?].
    public static let maximumItems = 1_000_000_000_000
    public static let maximumSections = 1_000_000
    /// Items whose sizes the delegate gives one by one, over the whole view.
    public static let maximumMeasuredItems = 1_000_000

    public var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }
    public var allowsMultipleSelection = false
    /// Set by the host while it keeps a data-source table.
    public var hostHasDataSource = false

    /// Item counts by section, as last loaded.
    public private(set) var itemCounts: [Int] = []
    /// The cells on screen, by index path, in index-path order.
    public private(set) var visibleItems: [(indexPath: IndexPath, cell: ContainerCell)] = []
    /// The index path of each visible cell, by the cell: found at once, so that
    /// placing N cells costs N, not N² (a row height of 5e-324 shows every row).
    private var visibleIndexPaths: [ObjectIdentifier: IndexPath] = [:]
    /// Cells waiting to be reused, by reuse identifier, oldest first from `head`.
    private var reusePool: [String: ReusePool] = [:]
    private struct ReusePool {
        var cells: [ContainerCell] = []
        var head = 0
        var isEmpty: Bool { head == cells.count }
        var count: Int { cells.count - head }
    }
    /// The selected items (a set: selecting 20,000 rows one by one cost 20,000²
    /// with an array); walked in index-path order wherever order shows.
    public private(set) var selectedItems: Set<IndexPath> = []
    /// The cell a touch highlighted, until its touch ends.
    /// Strong, cleared when the touch ends: a weak reference would give the
    /// cell a side table (see View.superview), and the cell's superview, this
    /// container, does not retain back.
    private var touchHighlightedCell: ContainerCell?
    /// What it is doing while it asks its data source, for the reentrancy error.
    var busyWith: String?
    public private(set) var loaded = false
    private var awaitingWindow = false

    deinit {
        if awaitingWindow {
            let me = ObjectIdentifier(self)
            engine.viewsAwaitingWindow.removeAll { ObjectIdentifier($0.object) == me }
        }
    }

    // MARK: The data source and the delegate

    public func ask(_ role: DelegateRole, _ method: String, _ a: ScriptValue = .none, _ b: ScriptValue = .none,
                    count: Int, answer: DelegateAnswer = .any) throws -> ScriptValue? {
        guard role == .dataSource ? hostHasDataSource : hostHasDelegate, let host = engine.host else { return nil }
        return try host.callDelegate(role, of: self, method, ScriptArguments(a, b, count: count), answer: answer)
    }

    /// A delegate call about an item, traced when a script function ran (SPEC 12.1 rule 6).
    func tell(_ method: String, _ indexPath: IndexPath) throws {
        if try ask(.delegate, method, .indexPath(indexPath), count: 1) != nil {
            engine.traceDelegateCall(by: self, method, "\(indexPath)")
        }
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

    // MARK: Loading (SPEC 11.11)

    /// `reloadData()`: every visible cell goes to the reuse pool, the counts and
    /// sizes are asked again, and the items in view are asked for their cells.
    ///
    /// Without a data source, the container's data are the cells it holds
    /// (`adoptHeldCells`): an imported table keeps the dump's cells, and a
    /// reload numbers them again. A data source set later replaces them: its
    /// first reload removes them.
    public func reloadData() throws {
        try refuseReentry("reloadData()")
        let responder = firstResponderView
        let wasAdopting = adoptedFrames != nil
        for (_, cell) in visibleItems {
            if !wasAdopting {
                enqueue(cell, responder)
            } else if hostHasDataSource {
                cell.removeFromSuperview()
            }
        }
        adoptedFrames = nil
        visibleItems = []
        visibleIndexPaths = [:]
        touchHighlightedCell = nil
        if !hostHasDataSource, try adoptHeldCells() { return }
        loaded = true
        itemCounts = []
        resetLayout()
        contentSize = Size(bounds.size.width, 0)
        busyWith = "measuring its \(Self.names.item)s"
        do {
            defer { busyWith = nil }
            let sections = try count(ask(.dataSource, "numberOfSections", count: 0), "numberOfSections",
                                     limit: Self.maximumSections, default: 1)
            try chargeLayout(sections: sections)
            var counts: [Int] = []
            counts.reserveCapacity(sections)
            for section in 0..<sections {
                try engine.spend(1)
                counts.append(try count(ask(.dataSource, Self.names.numberOfItems, .number(Double(section)), count: 1),
                                        Self.names.numberOfItems, limit: Self.maximumItems, default: 0, section: section))
            }
            contentSize = try measure(counts)
            itemCounts = counts
        } catch {
            resetLayout()
            try? chargeLayout(sections: 0)
            throw error
        }
        clampOffset()
        selectedItems = selectedItems.filter { isValid($0) }
        try layoutVisibleItems()
    }

    /// The view's size changed (a script set its frame or bounds): the items
    /// are measured again (the counts are kept and no cell is asked again),
    /// the visible cells move to their new frames, and the items coming into
    /// view are asked for, as UIKit's layout pass does.
    open override func sizeChanged() throws {
        try super.sizeChanged()
        guard loaded else { return }
        try refuseReentry("resizing")
        busyWith = "measuring its \(Self.names.item)s"
        do {
            defer { busyWith = nil }
            contentSize = try measure(itemCounts)
        }
        for (p, cell) in visibleItems {
            cell.frame = frame(for: p)
            cell.containerChangedItsLayout()
        }
        clampOffset()
        try layoutVisibleItems()
    }

    /// Fewer or smaller items than before: the offset comes back into the
    /// range (no delegate call).
    private func clampOffset() {
        let (lo, hi) = offsetRange
        contentOffset = Point(min(max(contentOffset.x, lo.x), hi.x), min(max(contentOffset.y, lo.y), hi.y))
    }

    /// Measures the items of sections with these counts; returns the content size.
    open func measure(_ counts: [Int]) throws -> Size { .zero }

    // MARK: What the layout holds, charged to the script's memory limit

    /// Bytes the layout of one section takes (the subclass's record of it).
    open class var layoutBytesPerSection: Int { 0 }
    /// Bytes each item measured one by one adds (its size or offset, and its frame).
    open class var layoutBytesPerMeasuredItem: Int { 0 }
    /// What the current layout is charged.
    private var layoutBytes = 0

    /// Charges the layout about to be built for `sections` sections and
    /// `measuredItems` items measured one by one (the last layout's charge
    /// refunded), and stops the script if that is over its memory limit,
    /// before the memory is taken: a million sections in each of eight
    /// collections must not outgrow `--max-memory` (issue 31).
    func chargeLayout(sections: Int, measuredItems: Int = 0) throws {
        let bytes = sections * (MemoryLayout<Int>.stride + Self.layoutBytesPerSection)
            + measuredItems * Self.layoutBytesPerMeasuredItem
        chargeMemory(bytes - layoutBytes)
        layoutBytes = bytes
        try engine.spend(0)
    }
    /// Forgets the measured layout (before a reload, or after one failed).
    open func resetLayout() {}
    /// The item's frame in content coordinates (the index path is valid).
    open func frame(for p: IndexPath) -> Rect { .zero }
    /// The items whose frames intersect the visible bounds, in index-path order.
    open func itemsInView() throws -> [IndexPath] { [] }

    private func refuseReentry(_ what: String) throws {
        if let busyWith {
            throw EngineError.invalidOperation("\(what) on \(label) while it is \(busyWith): a data source or delegate may not reload or scroll the \(Self.uikitName == "UITableView" ? "table" : "collection") from inside its own calls")
        }
    }

    private func count(_ value: ScriptValue?, _ method: String, limit: Int, default fallback: Int,
                       section: Int? = nil) throws -> Int {
        guard let value else { return fallback }
        let place = section.map { " for section \($0)" } ?? ""
        guard case .number(let n) = value, n >= 0, n <= Double(limit), n == n.rounded(.down) else {
            throw EngineError.invalidOperation("\(method) of the data source of \(label) returned \(Self.shown(value))\(place); it must be a whole number from 0 to \(limit)")
        }
        return Int(n)
    }

    /// A number as the script wrote it, or the value's type.
    static func shown(_ value: ScriptValue?) -> String {
        if case .number(let n)? = value { return formatNumber(n) }
        return value?.typeName ?? "nil"
    }

    /// A size the delegate gave: a finite number ≥ 0.
    func length(_ value: ScriptValue?, _ method: String, default fallback: Double?, what: String) throws -> Double {
        if value == nil, let fallback { return fallback }
        guard case .number(let n)? = value, n.isFinite, n >= 0 else {
            throw EngineError.invalidOperation("\(method) of the delegate of \(label) returned \(Self.shown(value)) for \(what); it must be a finite number ≥ 0")
        }
        return n
    }

    /// Refuses to measure more than `maximumMeasuredItems` one by one.
    func checkMeasured(_ total: Int, _ method: String, _ instead: String) throws {
        guard total > Self.maximumMeasuredItems else { return }
        throw EngineError.invalidOperation("\(method) of the delegate of \(label) would be asked for \(total) \(Self.names.item)s; respond-lua asks it for every \(Self.names.item) (as UIKit does without estimates) and allows at most \(Self.maximumMeasuredItems): use \(instead) for long lists")
    }

    // MARK: The cells it holds, without a data source (an imported table)

    /// The frames (content coordinates) of the cells taken by `adoptHeldCells`,
    /// by index path; nil while the items come from a data source (or none).
    public private(set) var adoptedFrames: [IndexPath: Rect]?

    /// Whether gaps between cells separate sections (a table's: its rows touch
    /// within a section; a collection's items have spacing).
    open class var gapsSeparateSections: Bool { false }

    /// The largest gap (points) between two cells of one section.
    public static let adoptedGapTolerance = 1.0

    /// Whether a view (not a cell) marks a section's start or end where it lies
    /// between two cells: a header or footer by its class name
    /// (`UITableViewHeaderFooterView`, `MyApp.SectionHeader`), or a collection's
    /// `UICollectionReusableView`.
    public static func isSectionSeparator(_ view: View) -> Bool {
        let name = view.className
        return name.contains("Header") || name.contains("Footer") || name == "UICollectionReusableView"
    }

    /// Takes the cells among its subviews (and under subviews that are neither
    /// cells nor containers, such as iOS 7's `UITableViewWrapperView`) as its
    /// visible cells, where they are, with index paths worked out from their
    /// frames: cells ordered by y then x; a new section after a header or footer
    /// lying between two cells, or (a table) a gap of more than
    /// `adoptedGapTolerance`. Nothing is asked of anyone. False when it holds
    /// no cell.
    func adoptHeldCells() throws -> Bool {
        var cells: [(cell: ContainerCell, frame: Rect)] = []
        var separators: [Rect] = []
        var pending = Array(subviews.reversed())
        while let view = pending.popLast() {
            try engine.spend(1)
            if let cell = view as? ContainerCell {
                cells.append((cell, convert(cell.bounds, from: cell)))
            } else if !(view is CellContainerView) {
                if Self.isSectionSeparator(view) {
                    separators.append(convert(view.bounds, from: view))
                } else {
                    pending.append(contentsOf: view.subviews.reversed())
                }
            }
        }
        guard !cells.isEmpty else { return false }
        // Stable: cells at the same place keep their order among the subviews.
        cells = cells.enumerated().sorted { a, b in
            let fa = a.element.frame, fb = b.element.frame
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            return a.offset < b.offset
        }.map(\.element)
        resetLayout()
        var counts = [0]
        var frames: [IndexPath: Rect] = [:]
        var items: [(indexPath: IndexPath, cell: ContainerCell)] = []
        var previous: Rect?
        for (cell, frame) in cells {
            if let above = previous {
                let gap = Self.gapsSeparateSections && frame.minY > above.maxY + Self.adoptedGapTolerance
                let between = separators.contains {
                    $0.minY >= above.maxY - 0.5 && $0.maxY <= frame.minY + 0.5 && $0.size.height > 0
                }
                if gap || between { counts.append(0) }
            }
            let p = IndexPath(section: counts.count - 1, row: counts[counts.count - 1])
            counts[counts.count - 1] += 1
            frames[p] = frame
            items.append((p, cell))
            previous = frame
        }
        // Not loaded from a data source: scrolling and resizing ask nobody and move no cell.
        loaded = false
        itemCounts = counts
        adoptedFrames = frames
        visibleItems = items
        visibleIndexPaths = Dictionary(uniqueKeysWithValues: items.map { (ObjectIdentifier($0.cell), $0.indexPath) })
        selectedItems = selectedItems.filter { isValid($0) }
        for (p, cell) in items {
            cell.highlighted = false
            cell.selected = selectedItems.contains(p)
        }
        return true
    }

    /// The adopted cell's frame at `p`, or, with no adopted cells, nil.
    public func adoptedFrame(for p: IndexPath) -> Rect? {
        guard let adoptedFrames else { return nil }
        return adoptedFrames[p] ?? .zero
    }

    /// The adopted cell whose frame holds `point` (content coordinates).
    public func adoptedIndexPath(at point: Point) -> IndexPath? {
        visibleItems.first { adoptedFrames?[$0.indexPath]?.contains(point) == true }?.indexPath
    }

    // MARK: Index paths

    public var numberOfSections: Int { itemCounts.count }

    public func numberOfItems(inSection section: Int) -> Int? {
        itemCounts.indices.contains(section) ? itemCounts[section] : nil
    }

    public func isValid(_ p: IndexPath) -> Bool {
        itemCounts.indices.contains(p.section) && p.row >= 0 && p.row < itemCounts[p.section]
    }

    /// Throws unless the index path names an item as last loaded; `source` says
    /// where it came from when not from the script's call.
    public func check(_ p: IndexPath, from source: String? = nil) throws {
        guard !isValid(p) else { return }
        let has: String
        let item = Self.names.item
        if itemCounts.indices.contains(p.section) {
            has = "section \(p.section) has \(itemCounts[p.section]) \(item)\(itemCounts[p.section] == 1 ? "" : "s")"
        } else {
            has = "there \(itemCounts.count == 1 ? "is" : "are") \(itemCounts.count) section\(itemCounts.count == 1 ? "" : "s")"
        }
        throw EngineError.invalidOperation("\(source.map { "\($0) gave " } ?? "")index path \(p), which is out of range (\(has))")
    }

    // MARK: Cells

    open override func contentOffsetWillChange() throws {
        try refuseReentry("scrolling")
    }

    open override func contentOffsetDidChange() throws {
        try layoutVisibleItems()
    }

    /// Cells that left the visible bounds go to the pool first, then the items
    /// coming into view are asked for (SPEC 11.11).
    public func layoutVisibleItems() throws {
        guard loaded else { return }
        try refuseReentry("scrolling")
        releaseCellsKeptForFirstResponder()
        let wanted = try itemsInView()
        var kept: [(indexPath: IndexPath, cell: ContainerCell)] = []
        var responder: View??
        for entry in visibleItems {
            if wanted.binarySearch(entry.indexPath) {
                kept.append(entry)
            } else {
                // The first responder, looked up once for the cells leaving.
                if responder == nil { responder = .some(firstResponderView) }
                enqueue(entry.cell, responder!)
            }
        }
        visibleItems = kept
        visibleIndexPaths = Dictionary(uniqueKeysWithValues: kept.map { (ObjectIdentifier($0.cell), $0.indexPath) })
        busyWith = "asking \(Self.names.cellForItem)"
        defer { busyWith = nil }
        var next = 0
        for indexPath in wanted {
            while next < visibleItems.count, visibleItems[next].indexPath < indexPath { next += 1 }
            if next < visibleItems.count, visibleItems[next].indexPath == indexPath { continue }
            try engine.spend(1)
            let cell = try cellFromDataSource(for: indexPath)
            place(cell, at: indexPath, position: next)
            try cellWillAppear(cell, at: indexPath)
            next += 1
        }
        try layoutSupplementaryViews()
    }

    /// A cell was placed for a row coming into view (a table adds its edit control).
    open func cellWillAppear(_ cell: ContainerCell, at indexPath: IndexPath) throws {}

    /// After the cells: a table's headers and footers (TableHeaders.swift).
    open func layoutSupplementaryViews() throws {}

    private func cellFromDataSource(for indexPath: IndexPath) throws -> ContainerCell {
        let method = Self.names.cellForItem
        let expected = Self.uikitName + "Cell"
        guard let value = try ask(.dataSource, method, .indexPath(indexPath), count: 1) else {
            throw EngineError.invalidOperation("the data source of \(label) has no \(method), and \(Self.names.item) \(indexPath) needs a cell")
        }
        guard case .object(let object) = value, let cell = object as? ContainerCell, cell.uikitBaseName == expected else {
            throw EngineError.invalidOperation("\(method) of the data source of \(label) returned \(value.typeName) for \(indexPath); it must return a \(expected)")
        }
        if isDescendant(of: cell) {
            throw EngineError.invalidOperation("\(method) of the data source of \(label) returned \(cell.label) for \(indexPath), but that cell contains \(label) itself: a cell cannot hold the \(Self.uikitName == "UITableView" ? "table" : "collection") it is a cell of")
        }
        if let other = visibleIndexPaths[ObjectIdentifier(cell)] {
            throw EngineError.invalidOperation("\(method) of the data source of \(label) returned \(cell.label) for \(indexPath), but it is already the cell of \(other): each \(Self.names.item) needs its own cell (dequeueReusableCell or a new one)")
        }
        if let owner = cell.superview as? CellContainerView, owner !== self, owner.visibleIndexPaths[ObjectIdentifier(cell)] != nil {
            throw EngineError.invalidOperation("\(method) of the data source of \(label) returned \(cell.label) for \(indexPath), but it is a visible cell of \(owner.label)")
        }
        // A cell kept for its first responder, handed back by the script: visible again.
        cellsKeptForFirstResponder.removeAll { $0 === cell }
        if cell.isInReusePool, let id = cell.reuseIdentifier, var pool = reusePool[id] {
            // A kept cell the script handed back without dequeuing it.
            pool.cells.removeSubrange(..<pool.head)
            pool.cells.removeAll { $0 === cell }
            pool.head = 0
            reusePool[id] = pool
            cell.isInReusePool = false
        }
        return cell
    }

    private func place(_ cell: ContainerCell, at indexPath: IndexPath, position: Int) {
        cell.frame = frame(for: indexPath)
        cell.containerChangedItsLayout()
        cell.highlighted = false
        cell.selected = selectedItems.contains(indexPath)
        // Among the subviews, before the next visible cell (cells in index-path order).
        let subviewIndex = position < visibleItems.count
            ? subviews.firstIndex { $0 === visibleItems[position].cell } ?? subviews.count : subviews.count
        visibleItems.insert((indexPath, cell), at: position)
        visibleIndexPaths[ObjectIdentifier(cell)] = indexPath
        if cell.superview === self, let current = subviews.firstIndex(where: { $0 === cell }) {
            if current != subviewIndex, current + 1 != subviewIndex {
                try? insertSubview(cell, at: current < subviewIndex ? subviewIndex - 1 : subviewIndex)
            }
        } else {
            try? insertSubview(cell, at: subviewIndex)
        }
    }

    /// A cell leaving the screen: removed, and kept for reuse when it has an
    /// identifier; one holding the first responder stays where it is, out of
    /// the visible items, until it resigns (SPEC 12.3 rule 5).
    private func enqueue(_ cell: ContainerCell, _ responder: View?) {
        if touchHighlightedCell === cell { touchHighlightedCell = nil }
        if let responder, responder === cell || responder.isDescendant(of: cell) {
            if !cellsKeptForFirstResponder.contains(where: { $0 === cell }) { cellsKeptForFirstResponder.append(cell) }
            cell.highlighted = false
            return
        }
        cell.removeFromSuperview()
        cell.highlighted = false
        if let id = cell.reuseIdentifier {
            reusePool[id, default: ReusePool()].cells.append(cell)
            cell.isInReusePool = true
        }
    }

    /// Cells out of the visible items kept because they hold the first responder.
    public private(set) var cellsKeptForFirstResponder: [ContainerCell] = []

    /// The first responder when it is a view (a cell or in one), else nil.
    private var firstResponderView: View? { engine.firstResponder as? View }

    /// Kept cells whose first responder resigned go to the pool now (at the
    /// next layout of the items after the resignation).
    private func releaseCellsKeptForFirstResponder() {
        guard !cellsKeptForFirstResponder.isEmpty else { return }
        let kept = cellsKeptForFirstResponder
        cellsKeptForFirstResponder = []
        let responder = firstResponderView
        for cell in kept where indexPath(for: cell) == nil {
            // enqueue keeps it again while it still holds the first responder.
            if cell.superview === self { enqueue(cell, responder) }
        }
    }

    /// The kept cell `dequeueReusableCell(identifier)` gives, oldest first; nil
    /// when none is kept (the host then makes one of the class `register` gave).
    public func dequeuePooledCell(_ identifier: String) -> ContainerCell? {
        guard var pool = reusePool.removeValue(forKey: identifier), !pool.isEmpty else { return nil }
        let cell = pool.cells[pool.head]
        pool.head += 1
        if pool.isEmpty { pool = ReusePool() } else if pool.head > 64, pool.head * 2 > pool.cells.count {
            pool.cells.removeSubrange(..<pool.head)
            pool.head = 0
        }
        reusePool[identifier] = pool
        cell.isInReusePool = false
        return cell
    }

    /// How many cells the pool keeps for reuse.
    public var reusableCellCount: Int { reusePool.values.reduce(0) { $0 + $1.count } }

    public func cell(for p: IndexPath) -> ContainerCell? {
        // Visible items are in index-path order.
        var lo = 0, hi = visibleItems.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if visibleItems[mid].indexPath < p { lo = mid + 1 } else { hi = mid }
        }
        return lo < visibleItems.count && visibleItems[lo].indexPath == p ? visibleItems[lo].cell : nil
    }

    public func indexPath(for cell: ContainerCell) -> IndexPath? {
        visibleIndexPaths[ObjectIdentifier(cell)]
    }

    public var visibleCells: [ContainerCell] { visibleItems.map(\.cell) }

    // MARK: Selection (SPEC 11.4, 11.5, 11.11)

    public var selectedIndexPaths: [IndexPath] { selectedItems.sorted() }

    /// `selectRowAt`/`selectItemAt`: no delegate calls; single selection drops
    /// the old one. The cells' `setSelected` get `animated` (SPEC 12.3 rule 3).
    public func select(_ p: IndexPath?, animated: Bool = false) throws {
        guard let p else { return try clearSelection(animated: animated) }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for old in selectedItems.sorted() where old != p { try setSelected(old, false, animated: animated) }
        }
        try setSelected(p, true, animated: animated)
    }

    public func deselect(_ p: IndexPath, animated: Bool = false) throws { try setSelected(p, false, animated: animated) }

    private func clearSelection(animated: Bool) throws {
        for p in selectedItems.sorted() { try setSelected(p, false, animated: animated) }
    }

    /// `allowsSelection = false`: the flags only (a property's observer calls no script).
    private func clearSelection() {
        for p in selectedItems.sorted() {
            selectedItems.remove(p)
            cell(for: p)?.selected = false
        }
    }

    private func setSelected(_ p: IndexPath, _ on: Bool, animated: Bool = false) throws {
        if on {
            selectedItems.insert(p)
        } else {
            selectedItems.remove(p)
        }
        try cell(for: p)?.setSelected(on, animated: animated)
    }

    /// Whether a touch may select now (a table while editing asks
    /// `allowsSelectionDuringEditing` too, SPEC 12.3 rule 4).
    open var allowsTouchSelection: Bool { allowsSelection }

    /// The cell got `touchesBegan`: highlight if allowed.
    func cellTouchBegan(_ cell: ContainerCell) throws {
        guard allowsTouchSelection, touchHighlightedCell == nil, let p = indexPath(for: cell) else { return }
        let names = Self.names
        if let answer = try ask(.delegate, names.shouldHighlight, .indexPath(p), count: 1) {
            if !answer.isTruthy {
                engine.traceDelegateCall(by: self, names.shouldHighlight, "\(p) → false: no highlight, no selection")
                return
            }
            engine.traceDelegateCall(by: self, names.shouldHighlight, "\(p) → true")
        } else {
            engine.traceBuiltInAnswer(by: self, names.shouldHighlight, "\(p)", "true")
        }
        // SPEC 12.3 rule 3: shouldHighlight → cell:setHighlighted(true, false) → didHighlight.
        touchHighlightedCell = cell
        try cell.setHighlighted(true)
        try tell(names.didHighlight, p)
    }

    /// The cell's touch ended (inside it or not) or was cancelled.
    func cellTouchEnded(_ cell: ContainerCell, inside: Bool) throws {
        guard touchHighlightedCell === cell else { return }
        touchHighlightedCell = nil
        guard let p = indexPath(for: cell) else {
            cell.highlighted = false
            return
        }
        guard inside, allowsTouchSelection else { return try unhighlight(cell, p) }
        let names = Self.names
        if allowsMultipleSelection, selectedItems.contains(p) {
            guard let target = try redirected(names.willDeselect, p) else { return try unhighlight(cell, p) }
            try unhighlight(cell, p)
            try deselectByTouch(target)
            return
        }
        guard let target = try redirected(names.willSelect, p) else { return try unhighlight(cell, p) }
        // SPEC 12.3 rule 3: willSelect → cell:setHighlighted(false, false) → for the old
        // row willDeselect, oldCell:setSelected(false, false), didDeselect →
        // didUnhighlight → cell:setSelected(true, false) → didSelect.
        try cell.setHighlighted(false)
        if !allowsMultipleSelection {
            for old in selectedItems.sorted() where old != target {
                if names.asksBeforeDroppingOld { _ = try ask(.delegate, names.willDeselect, .indexPath(old), count: 1) }
                try deselectByTouch(old)
            }
        }
        try tell(names.didUnhighlight, p)
        try setSelected(target, true)
        engine.trace(TraceRecord(.control, time: engine.clock.now, view: self, event: "\(names.item) \(target) selected"))
        try tell(names.didSelect, target)
    }

    private func deselectByTouch(_ p: IndexPath) throws {
        try setSelected(p, false)
        try tell(Self.names.didDeselect, p)
    }

    /// Unhighlight without selecting: cell:setHighlighted(false, false), then didUnhighlight.
    private func unhighlight(_ cell: ContainerCell, _ p: IndexPath) throws {
        try cell.setHighlighted(false)
        try tell(Self.names.didUnhighlight, p)
    }

    /// `willSelectRowAt`/`willDeselectRowAt` (the index path to use, nil to
    /// cancel) or `shouldSelectItemAt`/`shouldDeselectItemAt` (false cancels).
    private func redirected(_ method: String, _ p: IndexPath) throws -> IndexPath? {
        guard let answer = try ask(.delegate, method, .indexPath(p), count: 1,
                                   answer: Self.names.answersIndexPaths ? .indexPath : .any) else {
            engine.traceBuiltInAnswer(by: self, method, "\(p)", Self.names.answersIndexPaths ? "\(p)" : "true")
            return p
        }
        if !Self.names.answersIndexPaths {
            guard !answer.isTruthy else {
                engine.traceDelegateCall(by: self, method, "\(p) → true")
                return p
            }
            engine.traceDelegateCall(by: self, method, "\(p) → false: cancelled")
            return nil
        }
        switch answer {
        case .none:
            engine.traceDelegateCall(by: self, method, "\(p) → nil: cancelled")
            return nil
        case .indexPath(let other):
            try check(other, from: "\(method) of the delegate of \(label)")
            engine.traceDelegateCall(by: self, method, "\(p) → \(other)")
            return other
        default:
            throw EngineError.invalidOperation("\(method) of the delegate of \(label) returned \(answer.typeName) for \(p); it must return an IndexPath or nil")
        }
    }

    /// The visible cell that holds `view` (or is it), its index path, and the
    /// first control on the way up to it; nil when `view` is in none.
    public func touchedItem(for view: View) -> (cell: ContainerCell, indexPath: IndexPath, control: Control?)? {
        var v: View? = view
        var control: Control?
        while let current = v, current !== self {
            if let cell = current as? ContainerCell, let p = indexPath(for: cell) { return (cell, p, control) }
            if control == nil, let c = current as? Control { control = c }
            v = current.superview
        }
        return nil
    }

    /// For `respond-lua why`'s first line: what a tap on `view` does to its
    /// cell's item, in a few words ("this tap selects row [0, 3] of UITableView"),
    /// or why it selects nothing; nil when `view` is in no visible cell.
    /// `recognizers`: the enabled recognizers that see the touch, which a tap
    /// would pass through before the cell.
    public func tapOutcome(for view: View, recognizers: [GestureRecognizer]) -> Words? {
        guard let (cell, p, control) = touchedItem(for: view) else { return nil }
        let item = Self.names.item
        let itemZh = item == "row" ? "行" : "项"
        let owner = Self.uikitName == "UITableView" ? "table" : "collection"
        if let control {
            return Words("no \(item) is selected: \(control.label) in the cell (\(item) \(p)) keeps the touch",
                         "不会选中任何\(itemZh)：单元格（第 \(p) \(itemZh)）里的 \(control.label) 接住这次触摸")
        }
        if !allowsTouchSelection {
            let flag = allowsSelection ? "allowsSelectionDuringEditing" : "allowsSelection"
            return Words("no \(item) is selected: \(flag) of the \(owner) is false (\(cell.label) is \(item) \(p))",
                         "不会选中任何\(itemZh)：\(owner == "table" ? "表格" : "集合视图")的 \(flag) 为 false（\(cell.label) 是第 \(p) \(itemZh)）")
        }
        // A tap recognizer between the view and the window recognizes first and cancels the cell's touch.
        if let tap = recognizers.first(where: { $0 is TapGestureRecognizer && $0.enabled && $0.cancelsTouchesInView
                                                && ($0.view.map { cell.isDescendant(of: $0) || $0 === cell } ?? false) }),
           let holder = tap.view {
            return Words("no \(item) is selected: \(tap.label) on \(holder.label) recognizes the tap first and cancels the cell's touch (\(item) \(p))",
                         "不会选中任何\(itemZh)：\(holder.label) 上的 \(tap.label) 先识别出这次轻点，取消了单元格的触摸（第 \(p) \(itemZh)）")
        }
        if cell.overrides(.touchesBegan) || cell.overrides(.touchesEnded) {
            return Words("\(item) \(p) is selected only if \(cell.label)'s touchesBegan/touchesEnded override calls \(cell.uikitBaseName)'s",
                         "只有 \(cell.label) 重写的 touchesBegan/touchesEnded 调用了 \(cell.uikitBaseName) 的实现，第 \(p) \(itemZh)才会被选中")
        }
        return Words("this tap selects \(item) \(p) of \(label)", "这次轻点选中 \(label) 的第 \(p) \(itemZh)")
    }

    /// For `explain`: what a touch on `view`, in one of the visible cells, does
    /// to the cell's item (nil when `view` is in none).
    public func selectionText(for view: View) -> String? {
        guard let (cell, p, control) = touchedItem(for: view) else { return nil }
        let names = Self.names
        let itemZh = names.item == "row" ? "行" : "项"
        let what = Words("\(cell.label) is \(names.item) \(p)", "\(cell.label) 是第 \(p) \(itemZh)")
        if let control {
            return Words("\(control.label) is a control in \(cell.label) (\(names.item) \(p)): it takes the touch, and nothing is selected",
                         "\(control.label) 是 \(cell.label)（第 \(p) \(itemZh)）里的控件：它接住这次触摸，什么也不会被选中").text()
        }
        if !allowsSelection {
            return Words("\(what.en); allowsSelection is false, so a tap selects nothing",
                         "\(what.zh)；allowsSelection 为 false，所以轻点什么也不选中").text()
        }
        if cell.overrides(.touchesBegan) || cell.overrides(.touchesEnded) {
            return Words("\(what.en); it overrides touchesBegan/touchesEnded, so unless the override calls \(cell.uikitBaseName)'s, nothing is selected",
                         "\(what.zh)；它重写了 touchesBegan/touchesEnded，除非重写的方法调用 \(cell.uikitBaseName) 的实现，否则什么也不会被选中").text()
        }
        return Words("\(what.en): its touchesBegan highlights it (\(names.shouldHighlight), \(names.didHighlight)), its touchesEnded inside selects it (\(names.willSelect), \(names.didSelect)); a scroll or a recognizer that cancels the touch only unhighlights it",
                     "\(what.zh)：它的 touchesBegan 让它高亮（\(names.shouldHighlight)、\(names.didHighlight)），在它里面结束的 touchesEnded 选中它（\(names.willSelect)、\(names.didSelect)）；滚动或取消这次触摸的手势识别器只会取消高亮").text()
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

/// What UITableViewCell and UICollectionViewCell share: a `contentView` that
/// fills the cell and is kept frontmost, and built-in touch handling that
/// highlights and selects its item (SPEC 11.4).
open class ContainerCell: View {
    open override class var handlesTouchesItself: Bool { true }
    /// The class name of the content view UIKit makes.
    open class var contentViewClassName: String { "UIView" }
    /// Whether `setHighlighted`/`setSelected` take an `animated` argument (a
    /// table's cell) or not (a collection's) (SPEC 12.3 rule 3; CellStates.swift).
    open class var stateSettersTakeAnimated: Bool { true }

    public private(set) var contentView: View
    public var reuseIdentifier: String?
    /// Whether its container keeps it for reuse (so handing it back without
    /// dequeuing takes it out of the pool, and nothing else searches the pool).
    var isInReusePool = false
    public var highlighted = false
    public var selected = false
    /// The delete (or insert) control a table gives its cell while editing
    /// (SPEC 12.3 rule 4; always nil for a collection's cell).
    var editControl: Control?
    /// The touch this cell's built-in handling follows, by identity only (the
    /// touch holds its view: holding the touch would make a cycle).
    private var trackedTouch: ObjectIdentifier?

    /// "UITableViewCell" or "UICollectionViewCell", whatever the script's class.
    public var uikitBaseName: String { Self.uikitName }

    public required override init(engine: Engine, frame: Rect = Rect(0, 0, 320, 44)) {
        contentView = View(engine: engine, frame: Rect(origin: .zero, size: frame.size))
        super.init(engine: engine, frame: frame)
        // UIKit's class, as dumps and traces show it; scripts see a UIView.
        contentView.className = Self.contentViewClassName
        _ = contentView.serial
        try? addSubview(contentView)
        pinnedFrontSubview = contentView
    }

    /// A cell for the importer: its content view will be the dump's
    /// (`adoptContentView`), so it starts without one of its own.
    public static func forImport(engine: Engine) -> Self {
        let cell = Self(engine: engine)
        cell.pinnedFrontSubview = nil
        cell.contentView.removeFromSuperview()
        return cell
    }

    /// Makes `view`, one of its subviews, the content view kept in front from
    /// now on (the dump's order is left as it is).
    /// What the content view leaves uncovered at the cell's right and bottom
    /// edges, as the dump showed it (a separator's 0.5 pt, an accessory's width);
    /// zero for a cell the engine made.
    private var contentMargin = Size(0, 0)

    public func adoptContentView(_ view: View) {
        contentView = view
        pinnedFrontSubview = view
        contentMargin = Size(max(0, bounds.size.width - view.frame.maxX), max(0, bounds.size.height - view.frame.maxY))
    }

    /// The built-in layout (SPEC 12.6 rule 5): the contentView takes the
    /// cell's bounds, whoever changed them (its table, or a script's frame on a
    /// cell outside a table).
    open override func layoutSubviews() { layoutContentView() }
    open override class var laysOutItsSubviews: Bool { true }

    /// Its container moved or resized it, or gave it an edit control: the
    /// built-in layout runs now; a script's `layoutSubviews` runs in the
    /// layout pass instead (before the next touch), and a subclass that does
    /// not call the built-in one loses it there too (SPEC 12.6 rule 5).
    func containerChangedItsLayout() {
        if overrides(.layoutSubviews) { setNeedsLayout() } else { layoutContentView() }
    }

    /// The container that adopted this cell under a view of its own (an
    /// imported table's `UITableViewWrapperView`), when its superview is not one.
    var adoptingContainer: CellContainerView? {
        var v = superview?.superview
        while let current = v {
            if let container = current as? CellContainerView {
                return container.indexPath(for: self) != nil ? container : nil
            }
            if current is ContainerCell { return nil }
            v = current.superview
        }
        return nil
    }

    /// The contentView fills the cell.
    open func layoutContentView() {
        let size = bounds.size
        contentView.frame = Rect(0, 0, max(0, size.width - contentMargin.width), max(0, size.height - contentMargin.height))
    }

    open override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        try cellTouches(phase, touches, event)
    }

    /// The cell's touch handling: highlight at touchesBegan, select at
    /// touchesEnded inside, unhighlight at touchesCancelled (SPEC 11.4); then,
    /// as UIView's default, the touches go on up the responder chain.
    public final func cellTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        let container = superview as? CellContainerView ?? adoptingContainer
        switch phase {
        case .began:
            if trackedTouch == nil, let touch = touches.first {
                trackedTouch = ObjectIdentifier(touch)
                try container?.cellTouchBegan(self)
            }
        case .ended, .cancelled:
            if let tracked = trackedTouch, let touch = touches.first(where: { ObjectIdentifier($0) == tracked }) {
                trackedTouch = nil
                let inside = phase == .ended && bounds.contains(touch.location(in: self))
                try container?.cellTouchEnded(self, inside: inside)
            }
        default:
            break
        }
        try responderTouches(phase, touches, event)
    }
}
