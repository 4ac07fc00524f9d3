/// Places the names of views in pictures so that no two overlap: each name goes
/// inside its own view, on the first free line from the top (left-aligned, else
/// right-aligned), shortened with an ellipsis to the view's width. A view too
/// small for even a few letters gets no name (pictures show it on hover).
///
/// Text is measured for a monospaced font (`fontFamily`, `fontSize`), so the
/// estimate is the width the browser or SVG viewer really draws. The same
/// layout serves `render` and the playground.
public struct LabelLayout {
    public static let fontSize = 11.0
    /// Advance of one character of a monospaced font at `fontSize` (0.6 em, the
    /// advance of DejaVu Sans Mono, Menlo, Consolas and Courier alike).
    public static let characterWidth = 6.6
    public static let lineHeight = 13.0
    /// Space kept between a name and its view's edges.
    public static let padding = 2.0
    public static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, monospace"
    /// The fewest characters worth showing, the ellipsis included.
    public static let minimumCharacters = 3

    /// A placed name: `text` (perhaps shortened) with its baseline's start at
    /// (`x`, `baseline`), inside `box`.
    public struct Label: Equatable, Sendable {
        public let text: String
        public let full: String
        public let box: Rect
        public var x: Double { box.minX }
        public var baseline: Double { box.minY + LabelLayout.lineHeight - 3 }
        public var isShortened: Bool { text != full }
    }

    public private(set) var placed: [Rect] = []
    /// The placed boxes by grid cell, so a look-up reads only the neighbours.
    private var cells: [Cell: [Int]] = [:]
    private struct Cell: Hashable { let x: Int, y: Int }
    private static let cellSize = 64.0

    /// Grid cells are counted within this many of them from the origin: a box
    /// beyond is filed in the border cells (labels that far off are never drawn).
    private static let cellRange = -4096...4096

    private static func cells(of box: Rect) -> [Cell] {
        func cell(_ v: Double) -> Int { Int(flooring: v / cellSize, within: cellRange) }
        let x0 = cell(box.minX), x1 = cell(box.maxX)
        let y0 = cell(box.minY), y1 = cell(box.maxY)
        var out: [Cell] = []
        for x in x0...max(x0, x1) { for y in y0...max(y0, y1) { out.append(Cell(x: x, y: y)) } }
        return out
    }

    private func isFree(_ box: Rect) -> Bool {
        for cell in Self.cells(of: box) {
            for i in cells[cell] ?? [] where placed[i].overlaps(box) { return false }
        }
        return true
    }

    private mutating func add(_ box: Rect) {
        placed.append(box)
        for cell in Self.cells(of: box) { cells[cell, default: []].append(placed.count - 1) }
    }

    public init() {}

    /// A Chinese (wide) character takes two characters' room in the monospaced font.
    public static func width(of text: String) -> Double { Double(TextColumns.width(text)) * characterWidth }

    /// `text` cut to at most `characters` columns (a wide character takes two),
    /// with an ellipsis when cut.
    public static func shorten(_ text: String, to characters: Int) -> String {
        guard TextColumns.width(text) > characters else { return text }
        guard characters >= 1 else { return "" }
        var kept = "", used = 0
        for c in text {
            let w = TextColumns.width(of: c)
            if used + w > characters - 1 { break }
            kept.append(c)
            used += w
        }
        return kept + "…"
    }

    /// Places a name inside `area` (a view's box on the screen, already clipped
    /// to what is drawn): the first of `texts` that fits whole in a free place
    /// (`UIButton "ok"`, then `"ok"`), else the last one shortened; nil when
    /// nothing fits anywhere free. `full` is always the first text.
    public mutating func place(_ texts: [String], in area: Rect) -> Label? {
        guard let full = texts.first else { return nil }
        let inner = area.insetBy(dx: Self.padding, dy: Self.padding)
        guard inner.size.width > 0, inner.size.height >= Self.lineHeight, inner.isFinite else { return nil }
        // (A box made for a text's width holds it: 24 × 6.6 is 158.39999…)
        let fits = Int(flooring: inner.size.width / Self.characterWidth + 1e-9, within: 0...1_000_000)
        for text in texts where TextColumns.width(text) <= fits {
            if let box = freeBox(width: Self.width(of: text), in: inner) {
                add(box)
                return Label(text: text, full: full, box: box)
            }
        }
        let last = texts[texts.count - 1]
        let lastWidth = TextColumns.width(last)
        guard fits >= min(Self.minimumCharacters, lastWidth), fits > 0, lastWidth > fits else { return nil }
        let shown = Self.shorten(last, to: fits)
        guard let box = freeBox(width: Self.width(of: shown), in: inner) else { return nil }
        add(box)
        return Label(text: shown, full: full, box: box)
    }

    public mutating func place(_ text: String, in area: Rect) -> Label? { place([text], in: area) }

    /// The first line from the top of `inner`, left-aligned then right-aligned,
    /// where a box of `width` overlaps no name placed so far.
    private func freeBox(width: Double, in inner: Rect) -> Rect? {
        var top = inner.minY
        while top + Self.lineHeight <= inner.maxY + 1e-9 {
            for x in [inner.minX, inner.maxX - width] {
                let box = Rect(x, top, width, Self.lineHeight)
                if isFree(box) { return box }
            }
            top += Self.lineHeight
        }
        return nil
    }

    /// The largest box about the quad's centre, with the bounding box's proportions,
    /// that fits inside a convex quad (a turned view's corners): where a name can go.
    public static func innerBox(of quad: [Point]) -> Rect {
        let xs = quad.map(\.x), ys = quad.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              quad.count == 4, quad.allSatisfy(\.isFinite) else { return .zero }
        let bounding = Rect(minX, minY, maxX - minX, maxY - minY)
        let c = Point(quad.map(\.x).reduce(0, +) / 4, quad.map(\.y).reduce(0, +) / 4)
        func box(_ s: Double) -> Rect {
            Rect(c.x - (c.x - minX) * s, c.y - (c.y - minY) * s, bounding.size.width * s, bounding.size.height * s)
        }
        func inside(_ r: Rect) -> Bool {
            [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
                .allSatisfy { convexQuad(quad, contains: $0) }
        }
        if inside(bounding) { return bounding }
        var low = 0.0, high = 1.0
        for _ in 0..<24 {
            let mid = (low + high) / 2
            if inside(box(mid)) { low = mid } else { high = mid }
        }
        return box(low)
    }

    /// Whether `p` is inside (or on) a convex quad, whichever way it winds.
    static func convexQuad(_ quad: [Point], contains p: Point) -> Bool {
        var sign = 0.0
        for i in 0..<4 {
            let a = quad[i], b = quad[(i + 1) % 4]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            let tolerance = 1e-9 * max(1, abs(b.x - a.x) + abs(b.y - a.y))
            if abs(cross) <= tolerance { continue }
            if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0 ? 1.0 : -1.0) != sign { return false }
        }
        return true
    }
}

extension Rect {
    /// Whether two rectangles share some area (touching edges do not count).
    public func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The part of this rectangle inside `other`, or nil when they share no area.
    public func clipped(to other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }
}
