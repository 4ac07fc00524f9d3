/// Draws the screen as SVG: windows and views as their transformed frames, with
/// names; hidden views dashed; the last touches; the hit-test path and the
/// responder chain of the view a touch hit. The same state gives the same bytes.
public struct SVGRenderer {
    public struct Options {
        /// Where to show a hit test; nil: the first of the last touches.
        public var location: Point?
        public var showTouches = true
        public init() {}
    }

    let engine: Engine
    let options: Options

    public init(engine: Engine, options: Options = Options()) {
        self.engine = engine
        self.options = options
    }

    static let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#edc948", "#ff9da7", "#9c755f"]

    public func render() throws -> String {
        let screen = engine.screen
        let legendWidth = 260.0
        let width = screen.size.width + legendWidth + 30, height = max(screen.size.height + 20, 200)
        var out: [String] = []
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"-10 -10 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">")
        out.append("<rect x=\"0\" y=\"0\" width=\"\(n(screen.size.width))\" height=\"\(n(screen.size.height))\" fill=\"#fafafa\" stroke=\"#333\" stroke-width=\"1.5\"><title>screen</title></rect>")

        // What a touch hit, and the path and chain to mark.
        let location = options.location ?? engine.dispatcher.lastTouches.first?.screenLocation
        var hit: View?
        if let location { hit = try engine.application.hitTest(screenPoint: location, event: nil)?.view }
        var path: [View] = []
        var v = hit
        while let current = v { path.append(current); v = current.superview }
        path.reverse()
        let chain = try hit?.responderChain() ?? []

        // Back to front: windows lowest first, views in subview order.
        let windows = engine.application.windows.sorted {
            $0.windowLevel != $1.windowLevel ? $0.windowLevel < $1.windowLevel : $0.visibilityOrder < $1.visibilityOrder
        }
        var colorIndex = 0
        for window in windows {
            // Depth first, back to front, without recursion (hierarchies may be deep).
            var pending: [(view: View, hidden: Bool, labelLine: Int)] = [(window, false, 0)]
            while let (view, hidden, labelLine) = pending.popLast() {
                let (subviewsHidden, topLeft) = draw(view, hidden: hidden, labelLine: labelLine, path: path, chain: chain,
                                                     out: &out, colorIndex: &colorIndex)
                try engine.spend(4 + view.subviews.count)
                for sub in view.subviews.reversed() {
                    let subTopLeft = screenPoint(Point(sub.bounds.minX, sub.bounds.minY), in: sub)
                    let line = subTopLeft.distance(to: topLeft) < 6 ? labelLine + 1 : 0
                    pending.append((sub, subviewsHidden, line))
                }
            }
        }

        if options.showTouches {
            for (i, touch) in engine.dispatcher.lastTouches.enumerated() {
                let p = touch.screenLocation
                out.append("<circle class=\"touch\" cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"11\" fill=\"#e15759\" fill-opacity=\"0.35\" stroke=\"#e15759\" stroke-width=\"2\"><title>touch \(i + 1) at \(p) (\(touch.phase.rawValue))</title></circle>")
            }
        }
        if let location, options.location != nil {
            out.append("<circle class=\"probe\" cx=\"\(n(location.x))\" cy=\"\(n(location.y))\" r=\"5\" fill=\"#e15759\"/>")
        }

        // Legend: the hit-test path and the responder chain, in words.
        var y = 14.0
        let x = screen.size.width + 20
        func line(_ text: String, bold: Bool = false, color: String = "#222") {
            out.append("<text x=\"\(n(x))\" y=\"\(n(y))\" fill=\"\(color)\"\(bold ? " font-weight=\"bold\"" : "")>\(escape(text))</text>")
            y += 15
        }
        if let location {
            line("hit test at \(location)", bold: true)
            if path.isEmpty { line("nothing is hit") }
            for (i, view) in path.enumerated() {
                line(String(repeating: "  ", count: i) + view.label, color: i == path.count - 1 ? "#d62728" : "#555")
            }
            y += 8
            line("responder chain", bold: true)
            for (i, responder) in chain.enumerated() { line("\(i + 1). \(responder.label)", color: "#1f77b4") }
        } else {
            line("no touch yet", bold: true)
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Draws one view (not its subviews); returns whether its subviews draw as
    /// hidden, and its top-left corner on the screen. `labelLine` moves the label
    /// down when an ancestor's label is at the same corner.
    private func draw(_ view: View, hidden inheritedHidden: Bool, labelLine: Int, path: [View], chain: [Responder],
                      out: inout [String], colorIndex: inout Int) -> (Bool, Point) {
        let hidden = inheritedHidden || view.hidden
        let corners = [Point(view.bounds.minX, view.bounds.minY), Point(view.bounds.maxX, view.bounds.minY),
                       Point(view.bounds.maxX, view.bounds.maxY), Point(view.bounds.minX, view.bounds.maxY)]
            .map { screenPoint($0, in: view) }
        let points = corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
        let onPath = view.isDescendant(of: path.first ?? view) && path.contains { $0 === view }
        let isHit = path.last === view
        let color = Self.palette[colorIndex % Self.palette.count]
        colorIndex += 1
        let fill = view.backgroundColor.map { safeColor($0) } ?? (view is Window ? "none" : color)
        let fillOpacity = view.backgroundColor != nil ? "0.55" : "0.10"
        let stroke = isHit ? "#d62728" : (onPath ? "#ff7f0e" : color)
        let strokeWidth = isHit ? "3" : (onPath ? "2.5" : "1")
        var attributes = "class=\"view\(hidden ? " hidden" : "")\(onPath ? " hit-path" : "")\(isHit ? " hit" : "")\" points=\"\(points)\" fill=\"\(fill)\" fill-opacity=\"\(fillOpacity)\" stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\""
        if hidden { attributes += " stroke-dasharray=\"5,4\" opacity=\"0.6\"" }
        out.append("<polygon \(attributes)><title>\(escape(view.description))</title></polygon>")
        let topLeft = corners[0]
        var label = view.label
        if let index = chain.firstIndex(where: { $0 === view }) { label = "\(index + 1). " + label }
        out.append("<text x=\"\(n(topLeft.x + 3))\" y=\"\(n(topLeft.y + 12 + 13 * Double(labelLine)))\" fill=\"\(isHit ? "#d62728" : "#333")\"\(hidden ? " opacity=\"0.6\"" : "")>\(escape(label))</text>")
        return (hidden, topLeft)
    }

    private func screenPoint(_ p: Point, in view: View) -> Point {
        let inRoot = view.convert(p, to: nil)
        return view.root.convertToSuperview(inRoot)
    }

    private func n(_ d: Double) -> String { formatNumber((d * 100).rounded() / 100) }

    /// A CSS colour name or #hex, else grey (the name comes from a script).
    private func safeColor(_ s: String) -> String {
        let ok = s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "#" }
        return ok && !s.isEmpty ? s : "#999"
    }

    private func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
