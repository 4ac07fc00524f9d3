/// UICollectionViewFlowLayout (SPEC 11.5): what the flow is made of. Changes
/// take effect at the collection's next `reloadData()` or layout assignment.
open class CollectionViewFlowLayout: EngineObject {
    open override class var uikitName: String { "UICollectionViewFlowLayout" }
    public enum ScrollDirection: String, CaseIterable, Sendable { case vertical, horizontal }

    /// UIKit's defaults: 50×50 items, spacing 10, zero insets.
    public var itemSize = Size(50, 50)
    public var minimumLineSpacing = 10.0
    public var minimumInteritemSpacing = 10.0
    public var sectionInset = EdgeInsets.zero
    public var scrollDirection = ScrollDirection.vertical
}

/// UICollectionView with a flow layout (SPEC 11.5, 11.11 "Collections").
///
/// The flow is computed in the layout's own axes: "along" is the scrolling
/// direction (y for vertical), "across" the other. Items fill a line across
/// while they fit with the minimum spacing; every line but the last shares its
/// extra room equally between its gaps; a line of one item is centred, unless
/// it is the last of several (the last line is laid from the leading edge with
/// the minimum spacing) [obs]. Items of one size (no `sizeForItemAt`) are
/// placed by arithmetic, so 10^9 of them cost what the visible ones do.
open class CollectionView: CellContainerView {
    open override class var uikitName: String { "UICollectionView" }
    open override class var names: Names { CollectionView.itemNames }
    private static let itemNames = Names(
        item: "item", numberOfItems: "numberOfItemsInSection", cellForItem: "cellForItemAt",
        shouldHighlight: "shouldHighlightItemAt", didHighlight: "didHighlightItemAt", didUnhighlight: "didUnhighlightItemAt",
        willSelect: "shouldSelectItemAt", didSelect: "didSelectItemAt", willDeselect: "shouldDeselectItemAt",
        didDeselect: "didDeselectItemAt", answersIndexPaths: false)

    public var collectionViewLayout: CollectionViewFlowLayout

    public override init(engine: Engine, frame: Rect = .zero) {
        collectionViewLayout = CollectionViewFlowLayout(engine: engine)
        super.init(engine: engine, frame: frame)
        _ = collectionViewLayout.serial
    }

    /// `collectionViewLayout = layout`: laid out again at once when loaded.
    public func setLayout(_ layout: CollectionViewFlowLayout) throws {
        collectionViewLayout = layout
        if loaded { try reloadData() }
    }

    /// One line of items: its first item, its start along, and its extent along.
    struct Line {
        var first: Int
        var start: Double
        var extent: Double
    }

    /// One section's flow, in the layout's axes.
    struct FlowSection {
        var start: Double
        var end: Double
        var count: Int
        /// Items of one size: (across, along) size, items per full line, the
        /// justified gap of full lines, the first line's start, the leading edge across.
        var uniform: (size: (across: Double, along: Double), perLine: Int, gap: Double, firstLine: Double, lead: Double,
                      available: Double)?
        /// Otherwise each item's frame (across, along, width across, length along) and the lines.
        var frames: [(a: Double, l: Double, w: Double, h: Double)] = []
        var lines: [Line] = []

        var lineCount: Int {
            guard let u = uniform else { return lines.count }
            return count == 0 ? 0 : (count + u.perLine - 1) / u.perLine
        }
    }

    var flow: [FlowSection] = []
    private var vertical: Bool { collectionViewLayout.scrollDirection == .vertical }
    /// The layout's spacing between lines, kept from the last measure.
    private var lineSpacing = 0.0
    private var itemSpacing = 0.0

    open override func resetLayout() { flow = [] }

    open override class var layoutBytesPerSection: Int { MemoryLayout<FlowSection>.stride }
    /// Its size while measuring, then its frame.
    open override class var layoutBytesPerMeasuredItem: Int { 16 + 32 + MemoryLayout<Line>.stride }

    open override func measure(_ counts: [Int]) throws -> Size {
        let layout = collectionViewLayout
        let inset = layout.sectionInset
        let v = vertical
        // Leading and trailing insets across and along.
        let (acrossLead, acrossTrail) = v ? (inset.left, inset.right) : (inset.top, inset.bottom)
        let (alongLead, alongTrail) = v ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let available = max(0, (v ? bounds.size.width : bounds.size.height) - acrossLead - acrossTrail)
        lineSpacing = layout.minimumLineSpacing
        itemSpacing = layout.minimumInteritemSpacing
        let fixed = layout.itemSize
        var sections: [FlowSection] = []
        var position = 0.0
        var measured = 0
        for (section, count) in counts.enumerated() {
            try engine.spend(1)
            var s = FlowSection(start: position, end: position, count: count)
            let firstLine = position + alongLead
            var sizes: [(Double, Double)]?
            if count > 0, hostHasDelegate,
               let first = try ask(.delegate, "sizeForItemAt", .object(layout), .indexPath(IndexPath(section: section, row: 0)), count: 2, answer: .size) {
                measured += count
                try checkMeasured(measured, "sizeForItemAt", "itemSize")
                try chargeLayout(sections: counts.count, measuredItems: measured)
                var all: [(Double, Double)] = []
                all.reserveCapacity(count)
                var value: ScriptValue = first
                for item in 0..<count {
                    let p = IndexPath(section: section, row: item)
                    if item > 0 {
                        try engine.spend(1)
                        value = try ask(.delegate, "sizeForItemAt", .object(layout), .indexPath(p), count: 2, answer: .size) ?? .none
                    }
                    let size = try itemSize(value, p)
                    all.append(v ? (size.width, size.height) : (size.height, size.width))
                }
                sizes = all
            }
            if let sizes {
                let (frames, lines, end) = flowLines(sizes, available: available, lead: acrossLead, firstLine: firstLine)
                s.frames = frames
                s.lines = lines
                s.end = (count > 0 ? end : firstLine) + alongTrail
            } else {
                let size = v ? (fixed.width, fixed.height) : (fixed.height, fixed.width)
                var perLine = 1
                if size.0 + itemSpacing > 0 {
                    perLine = Int(flooring: (available + itemSpacing) / (size.0 + itemSpacing), within: 1...max(1, count))
                }
                let gap = perLine > 1 ? (available - Double(perLine) * size.0) / Double(perLine - 1) : 0
                s.uniform = (size, perLine, gap, firstLine, acrossLead, available)
                let lines = Double(s.lineCount)
                s.end = firstLine + (lines > 0 ? lines * size.1 + (lines - 1) * lineSpacing : 0) + alongTrail
            }
            sections.append(s)
            position = s.end
        }
        flow = sections
        return v ? Size(bounds.size.width, position) : Size(position, bounds.size.height)
    }

    private func itemSize(_ value: ScriptValue, _ p: IndexPath) throws -> Size {
        var size: Size?
        if case .rect(let r) = value { size = r.size }
        if case .point(let q) = value { size = Size(q.x, q.y) }
        if case .size(let s) = value { size = s }
        guard let size, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            let shown: String
            if case .size(let s) = value { shown = "\(s)" } else { shown = Self.shown(value) }
            throw EngineError.invalidOperation("sizeForItemAt of the delegate of \(label) returned \(shown) for \(p); it must be a size {width, height} of finite numbers ≥ 0")
        }
        return size
    }

    /// Lays out items of given (across, along) sizes: the frames, the lines, and
    /// where the last line ends along.
    private func flowLines(_ sizes: [(Double, Double)], available: Double, lead: Double, firstLine: Double)
        -> ([(a: Double, l: Double, w: Double, h: Double)], [Line], Double) {
        var frames: [(a: Double, l: Double, w: Double, h: Double)] = []
        frames.reserveCapacity(sizes.count)
        var lines: [Line] = []
        var i = 0
        var start = firstLine
        while i < sizes.count {
            var n = 1, used = sizes[i].0
            while i + n < sizes.count, used + itemSpacing + sizes[i + n].0 <= available {
                used += itemSpacing + sizes[i + n].0
                n += 1
            }
            let last = i + n == sizes.count
            let extent = sizes[i..<(i + n)].map(\.1).max() ?? 0
            let widths = sizes[i..<(i + n)].reduce(0) { $0 + $1.0 }
            var across = lead
            for j in 0..<n {
                let (w, h) = sizes[i + j]
                let a: Double
                if n == 1, !last || lines.isEmpty {
                    a = lead + (available - w) / 2
                } else {
                    a = across
                    across += w + (last ? itemSpacing : (available - widths) / Double(n - 1))
                }
                frames.append((a, start + (extent - h) / 2, w, h))
            }
            lines.append(Line(first: i, start: start, extent: extent))
            start += extent + lineSpacing
            i += n
        }
        return (frames, lines, lines.last.map { $0.start + $0.extent } ?? firstLine)
    }

    /// The frame in the layout's axes.
    private func flowFrame(_ p: IndexPath) -> (a: Double, l: Double, w: Double, h: Double) {
        let s = flow[p.section]
        guard let u = s.uniform else { return s.frames[p.row] }
        let line = p.row / u.perLine, j = p.row % u.perLine
        let lines = s.lineCount
        let along = u.firstLine + Double(line) * (u.size.along + lineSpacing)
        let inLine = line == lines - 1 ? s.count - line * u.perLine : u.perLine
        let across: Double
        if inLine == 1, line < lines - 1 || lines == 1 {
            across = u.lead + (u.available - u.size.across) / 2
        } else if line == lines - 1 {
            across = u.lead + Double(j) * (u.size.across + itemSpacing)
        } else {
            across = u.lead + Double(j) * (u.size.across + u.gap)
        }
        return (across, along, u.size.across, u.size.along)
    }

    open override func frame(for p: IndexPath) -> Rect {
        if let adopted = adoptedFrame(for: p) { return adopted }
        let f = flowFrame(p)
        return vertical ? Rect(f.a, f.l, f.w, f.h) : Rect(f.l, f.a, f.h, f.w)
    }

    /// The items whose frames intersect `rect` (content coordinates), in order.
    public func items(in rect: Rect) throws -> [IndexPath] {
        let v = vertical
        let lo = v ? rect.minY : rect.minX, hi = v ? rect.maxY : rect.maxX
        guard hi > lo, !flow.isEmpty else { return [] }
        // The first section that ends after `lo`.
        var first = 0, last = flow.count
        while first < last {
            let mid = (first + last) / 2
            if flow[mid].end > lo { last = mid } else { first = mid + 1 }
        }
        var found: [IndexPath] = []
        var section = first
        while section < flow.count, flow[section].start < hi {
            let s = flow[section]
            let lineCount = s.lineCount
            // The first line that ends after `lo`.
            var line = 0
            if let u = s.uniform {
                let step = u.size.along + lineSpacing
                if step > 0, lo > u.firstLine { line = Int(flooring: (lo - u.firstLine) / step, within: 0...lineCount) }
            } else {
                var a = 0, b = s.lines.count
                while a < b {
                    let mid = (a + b) / 2
                    if s.lines[mid].start + s.lines[mid].extent > lo { b = mid } else { a = mid + 1 }
                }
                line = a
            }
            while line < lineCount {
                let firstItem = s.uniform.map { line * $0.perLine } ?? s.lines[line].first
                let end = line + 1 < lineCount ? (s.uniform.map { (line + 1) * $0.perLine } ?? s.lines[line + 1].first) : s.count
                let start = flowFrame(IndexPath(section: section, row: firstItem)).l
                if s.uniform != nil, start >= hi { break }
                if s.uniform == nil, s.lines[line].start >= hi { break }
                for item in firstItem..<end {
                    let p = IndexPath(section: section, row: item)
                    let f = frame(for: p)
                    if f.size.width > 0, f.size.height > 0, f.intersects(rect) { found.append(p) }
                    try engine.spend(1)
                }
                line += 1
            }
            section += 1
        }
        return found
    }

    open override func itemsInView() throws -> [IndexPath] {
        try items(in: bounds)
    }

    /// `indexPathForItemAt(p)`, p in the collection's bounds coordinates.
    public func indexPath(forItemAt p: Point) throws -> IndexPath? {
        if adoptedFrames != nil { return adoptedIndexPath(at: p) }
        return try items(in: Rect(p.x, p.y, 0.000001, 0.000001)).first { frame(for: $0).contains(p) }
    }
}

/// UICollectionViewCell (SPEC 11.5).
open class CollectionViewCell: ContainerCell {
    open override class var uikitName: String { "UICollectionViewCell" }
    /// `setHighlighted(h)`, `setSelected(s)`: Swift's `isHighlighted`/`isSelected` observers (SPEC 12.3 rule 3).
    open override class var stateSettersTakeAnimated: Bool { false }

    public required init(engine: Engine, frame: Rect = Rect(0, 0, 50, 50)) {
        super.init(engine: engine, frame: frame)
    }
}
