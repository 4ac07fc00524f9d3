/// Draws the screen as SVG: windows and views as their transformed frames, with
/// names that never overlap (`LabelLayout`); hidden views dashed; views beyond
/// the screen faded and clipped to a margin; the last touches; the hit-test path
/// and the responder chain of the view a touch hit; and, beside the screen, the
/// hit test as `explain` saw it: every view visited with its verdict (why each
/// skipped view was skipped). While a view is being animated (SPEC 11.8) it
/// is drawn where it is drawn now, its presentation, with its subviews, and its
/// model frame, where hit testing looks, is marked with a dashed outline and
/// said in the legend. The same state gives the same bytes.
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
    /// The colour of the model frames of views being animated.
    static let modelColor = "#7b2cbf"
    /// The views being animated the legend names one by one.
    static let legendAnimations = 5
    static let legendWidth = 420.0
    /// Characters per legend line before it wraps.
    static let legendColumns = 62

    public func render() throws -> String {
        let location = options.location ?? engine.dispatcher.lastTouches.first?.screenLocation
        let picture = try ScreenPicture(engine: engine, location: location)
        let screen = picture.screen
        let m = picture.margin
        let legendX = screen.size.width + m + 20
        let width = legendX + Self.legendWidth + m + 10, height = max(screen.size.height + 2 * m + 20, 200)
        var out: [String] = []
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"\(n(-m - 10)) \(n(-m - 10)) \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">")
        let drawn = picture.drawnArea
        out.append("<defs><clipPath id=\"drawn\"><rect x=\"\(n(drawn.minX))\" y=\"\(n(drawn.minY))\" width=\"\(n(drawn.size.width))\" height=\"\(n(drawn.size.height))\"/></clipPath></defs>")
        out.append("<rect class=\"margin\" x=\"\(n(drawn.minX))\" y=\"\(n(drawn.minY))\" width=\"\(n(drawn.size.width))\" height=\"\(n(drawn.size.height))\" fill=\"#f0f0f0\"><title>\(Words("beyond the screen (views here are off-screen)", "屏幕之外（这里的视图不在屏幕上）").text())</title></rect>")
        out.append("<rect x=\"0\" y=\"0\" width=\"\(n(screen.size.width))\" height=\"\(n(screen.size.height))\" fill=\"#fafafa\"><title>\(Words("screen", "屏幕").text())</title></rect>")

        // Each distinct clip box (a clipsToBounds superview's) once, by number.
        var clipIDs: [Rect: Int] = [:]
        var clipDefs: [String] = []
        for item in picture.items {
            guard let clip = item.clip, clipIDs[clip] == nil else { continue }
            clipIDs[clip] = clipIDs.count
            clipDefs.append("<clipPath id=\"clip\(clipIDs.count - 1)\"><rect x=\"\(n(clip.minX))\" y=\"\(n(clip.minY))\" width=\"\(n(clip.size.width))\" height=\"\(n(clip.size.height))\"/></clipPath>")
        }
        if !clipDefs.isEmpty { out.append("<defs>" + clipDefs.joined() + "</defs>") }
        out.append("<g clip-path=\"url(#drawn)\">")
        for (i, item) in picture.items.enumerated() {
            if let clip = item.clip, let id = clipIDs[clip] { out.append("<g clip-path=\"url(#clip\(id))\">") }
            drawShape(item, color: Self.palette[i % Self.palette.count], out: &out)
            if item.clip != nil { out.append("</g>") }
        }
        let animated = picture.animatedItems
        for item in animated { drawModelFrame(item, out: &out) }
        // Whatever lies beyond the screen is veiled, so that it reads as off-screen.
        out.append("<path class=\"veil\" fill-rule=\"evenodd\" fill=\"#ffffff\" fill-opacity=\"0.55\" d=\"M\(n(drawn.minX)),\(n(drawn.minY))h\(n(drawn.size.width))v\(n(drawn.size.height))h\(n(-drawn.size.width))z M0,0v\(n(screen.size.height))h\(n(screen.size.width))v\(n(-screen.size.height))z\"/>")
        out.append("<rect x=\"0\" y=\"0\" width=\"\(n(screen.size.width))\" height=\"\(n(screen.size.height))\" fill=\"none\" stroke=\"#333\" stroke-width=\"1.5\"/>")
        for item in picture.items { drawLabel(item, out: &out) }
        for item in animated { drawModelLabel(item, out: &out) }
        out.append("</g>")
        // Views wholly beyond the margin: a mark at the margin's edge, pointing their way.
        for item in picture.items {
            guard let p = item.beyondMarker else { continue }
            out.append("<circle class=\"beyond\" cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"5\" fill=\"#fff\" stroke=\"#888\" stroke-width=\"1.5\" stroke-dasharray=\"2,2\"><title>\(escape(item.view.description))\(Words(" lies beyond the screen", " 在屏幕之外").text())</title></circle>")
        }

        if options.showTouches {
            for (i, touch) in engine.dispatcher.lastTouches.enumerated() {
                let p = touch.screenLocation
                out.append("<circle class=\"touch\" cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"11\" fill=\"#e15759\" fill-opacity=\"0.35\" stroke=\"#e15759\" stroke-width=\"2\"><title>\(Words("touch \(i + 1) at \(p) (\(touch.phase.rawValue))", "第 \(i + 1) 个触摸，在 \(p)（\(touch.phase.rawValue)）").text())</title></circle>")
            }
        }
        if let location, options.location != nil {
            out.append("<circle class=\"probe\" cx=\"\(n(location.x))\" cy=\"\(n(location.y))\" r=\"5\" fill=\"#e15759\"/>")
        }
        if picture.omitted > 0 {
            out.append("<text x=\"0\" y=\"\(n(screen.size.height + 14))\" fill=\"#d62728\">\(Words("\(picture.omitted) more views not drawn", "另有 \(picture.omitted) 个视图没有画出").text())</text>")
        }

        // Legend: the hit test in words (every view visited, with its verdict) and the chain.
        var y = drawn.minY + 14
        func line(_ text: String, bold: Bool = false, color: String = "#222", indent: Int = 0) {
            let x = legendX + Double(indent) * 10
            let columns = max(Self.legendColumns - indent * 2, 20)
            var pieces: [Substring] = []
            if text.contains(where: TextColumns.isWide) {
                // Chinese (two columns a character) wraps between characters.
                pieces = TextColumns.wrapParagraph(text, width: columns, indent: "", indentFirst: false).split(separator: "\n")
            } else {
                var rest = Substring(text)
                while !rest.isEmpty {
                    var piece = rest.prefix(columns)
                    if piece.count < rest.count, let space = piece.lastIndex(of: " "), piece.distance(from: piece.startIndex, to: space) > columns / 2 {
                        piece = rest[rest.startIndex..<space]
                    }
                    rest = rest[piece.endIndex...].drop { $0 == " " }
                    pieces.append(piece)
                }
            }
            for (i, piece) in pieces.enumerated() {
                out.append("<text x=\"\(n(i == 0 ? x : x + 14))\" y=\"\(n(y))\" fill=\"\(color)\"\(bold ? " font-weight=\"bold\"" : "")>\(escape(String(piece)))</text>")
                y += 14
            }
        }
        if !animated.isEmpty {
            line((animated.count == 1 ? Words("being animated", "正在动画中")
                                      : Words("\(animated.count) views being animated", "\(animated.count) 个视图正在动画中")).text(),
                 bold: true, color: Self.modelColor)
            for item in animated.prefix(Self.legendAnimations) {
                if let caption = item.animation?.caption { line(caption, color: Self.modelColor) }
            }
            let more = animated.count - Self.legendAnimations
            if more > 0 { line(Words("and \(more) more", "另有 \(more) 个").text(), color: Self.modelColor) }
            y += 8
        }
        if let location, let explanation = picture.explanation {
            line(Words("hit test at \(location)", "在 \(location) 的命中测试").text(), bold: true)
            if explanation.steps.isEmpty { line(Words("no window is visible", "没有可见的窗口").text()) }
            for step in explanation.steps {
                let color = step.view === explanation.view ? "#d62728" : (step.verdict.hasPrefix("inside") ? "#b35900" : "#666")
                let verdict = step.words
                line(Words("\(step.view.label): \(verdict.en)", "\(step.view.label)：\(verdict.zh)").text(), color: color, indent: step.depth)
            }
            let hit = explanation.view?.label
            line(Words("hit: \(hit ?? "nothing")", "命中：\(hit ?? "没有视图")").text(), bold: true, color: hit == nil ? "#222" : "#d62728")
            y += 8
            line(Words("responder chain", "响应者链").text(), bold: true)
            for (i, responder) in explanation.chain.enumerated() { line("\(i + 1). \(responder.label)", color: "#1f77b4") }
        } else {
            line(Words("no touch yet", "还没有触摸").text(), bold: true)
        }
        // What the marks mean.
        y += 8
        line(Words("marks", "图例").text(), bold: true)
        line(Words("red outline: the hit view; orange: the views the hit test went through",
                   "红色边框：命中的视图；橙色：命中测试经过的视图").text(), color: "#666")
        line(Words("dashed: hidden; faded: off the screen; red dot: a touch; N. before a name: its place in the responder chain",
                   "虚线：隐藏；半透明：在屏幕之外；红点：触摸；名字前的 N.：它在响应者链中的位置").text(), color: "#666")
        line(Words("'text': what a label (or the first label in a cell or button) shows; a view that clips to its bounds cuts what is in it",
                   "'文字'：标签（或单元格、按钮里第一个标签）显示的文字；clipsToBounds 的视图会裁掉超出它的部分").text(), color: "#666")
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// One view's outline (not its subviews); its title says what it is and,
    /// when the hit test visited it, its verdict.
    private func drawShape(_ item: ScreenPicture.Item, color: String, out: inout [String]) {
        let view = item.view
        let points = item.quad.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
        let fill = view.backgroundColor.map { safeColor($0) } ?? (view is Window ? "none" : color)
        let fillOpacity = view.backgroundColor != nil ? "0.55" : "0.10"
        let stroke = item.isHit ? "#d62728" : (item.onHitPath ? "#ff7f0e" : color)
        let strokeWidth = item.isHit ? "3" : (item.onHitPath ? "2.5" : "1")
        let skipped = item.verdict.map { !$0.hasPrefix("inside") && !$0.hasPrefix("chosen") } ?? false
        var classes = "view"
        if item.hidden { classes += " hidden" }
        if item.offScreen { classes += " offscreen" }
        if item.onHitPath { classes += " hit-path" }
        if item.isHit { classes += " hit" }
        if skipped { classes += " skipped" }
        var attributes = "class=\"\(classes)\" points=\"\(points)\" fill=\"\(fill)\" fill-opacity=\"\(fillOpacity)\" stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\""
        if item.hidden { attributes += " stroke-dasharray=\"5,4\" opacity=\"0.6\"" } else if item.offScreen { attributes += " opacity=\"0.5\"" }
        var title = view.description
        if let verdict = item.shownVerdict, let p = item.probePoint { title += Words("\nat \(p): \(verdict)", "\n在 \(p)：\(verdict)").text() }
        out.append("<polygon \(attributes)><title>\(escape(title))</title></polygon>")
    }

    /// A view being animated: its model frame, dashed; its title says it in words.
    private func drawModelFrame(_ item: ScreenPicture.Item, out: inout [String]) {
        guard let animated = item.animation else { return }
        let points = animated.modelQuad.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
        out.append("<polygon class=\"model-frame\" points=\"\(points)\" fill=\"none\" stroke=\"\(Self.modelColor)\" stroke-width=\"2\" stroke-dasharray=\"6,3\"><title>\(escape(animated.caption))</title></polygon>")
    }

    private func drawModelLabel(_ item: ScreenPicture.Item, out: inout [String]) {
        guard let label = item.animation?.label else { return }
        let title = label.isShortened ? "<title>\(escape(label.full))</title>" : ""
        out.append("<text class=\"model-label\" x=\"\(n(label.x))\" y=\"\(n(label.baseline))\" font-family=\"\(LabelLayout.fontFamily)\" font-size=\"\(n(LabelLayout.fontSize))\" fill=\"\(Self.modelColor)\">\(title)\(escape(label.text))</text>")
    }

    private func drawLabel(_ item: ScreenPicture.Item, out: inout [String]) {
        guard let label = item.label else { return }
        let faded = item.hidden || item.offScreen
        let title = label.isShortened ? "<title>\(escape(label.full))</title>" : ""
        out.append("<text class=\"label\" x=\"\(n(label.x))\" y=\"\(n(label.baseline))\" font-family=\"\(LabelLayout.fontFamily)\" font-size=\"\(n(LabelLayout.fontSize))\" fill=\"\(item.isHit ? "#d62728" : "#333")\"\(faded ? " opacity=\"0.6\"" : "")>\(title)\(escape(label.text))</text>")
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
