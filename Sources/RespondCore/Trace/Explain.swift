/// What `explain(loc)` reports: the hit-test walk with a verdict for every view
/// visited, the chosen view, and the responder chain from it.
public struct Explanation {
    public struct Step {
        public let view: View
        /// The point in the view's own coordinates.
        public let point: Point
        public let depth: Int
        /// In English, whatever `Language.current` says (scripts compare it).
        public let verdict: String
        /// The verdict as a Chinese reader sees it in `text`.
        public let chineseVerdict: String

        public init(view: View, point: Point, depth: Int, verdict: Words) {
            self.view = view
            self.point = point
            self.depth = depth
            self.verdict = verdict.en
            chineseVerdict = verdict.zh
        }

        /// The verdict in both languages (`.text()` in the reader's).
        public var words: Words { Words(verdict, chineseVerdict) }
    }

    public let location: Point
    public let steps: [Step]
    public let view: View?
    public let chain: [Responder]
    /// The recognizers a touch there would reach, in the order they would see it.
    public let recognizers: [GestureRecognizer]
    /// What each scroll view around the hit view does with a touch on its
    /// content (SPEC 11.1), innermost first.
    public var contentTouches: [String] = []
    /// What bars add (SPEC 12.5): the item a bar view shows, the drawn title,
    /// a swipe back the navigation controller would refuse.
    public var barNotes: [Words] = []
    /// The view a tap there would reach if the hit view were not there, when it
    /// is not one of the hit view's superviews: the view the user likely meant,
    /// which the hit view covers. Found by frames and flags only (`Engine.coveredView`).
    public var covered: View?
    /// The views on that frames-only walk whose `hitTest` or `pointInside` a
    /// script overrides: not run, so the answer may differ for them.
    public var coverOverridesNotRun: [View] = []

    /// The report as people read it.
    public var text: String {
        let zh = Language.current == .zh
        var lines = ["explain \(location)"]
        for step in steps {
            lines.append("\(outlineIndent(step.depth + 1))\(step.view.description) \(zh ? "在" : "at") \(step.point): "
                         + (zh ? step.chineseVerdict : step.verdict))
        }
        lines.append((zh ? "命中：" : "hit: ") + (view?.label ?? (zh ? "无" : "nothing")))
        if !chain.isEmpty {
            lines.append((zh ? "响应者链：" : "responder chain: ") + chain.map(\.label).joined(separator: " → "))
        }
        if !recognizers.isEmpty {
            lines.append(zh
                ? "手势识别器：" + recognizers.map { "\($0.label)（在 \($0.view?.label ?? "?") 上）" }.joined(separator: "、")
                : "recognizers: " + recognizers.map { "\($0.label) on \($0.view?.label ?? "?")" }.joined(separator: ", "))
        }
        for line in contentTouches { lines.append((zh ? "内容触摸：" : "content touches: ") + line) }
        for note in barNotes { lines.append((zh ? "栏：" : "bars: ") + note.text(in: zh ? .zh : .en)) }
        if let covered, let view {
            var line = zh
                ? "被盖住：\(covered.label) 在这里被 \(view.label) 盖住，触摸交给了 \(view.label)"
                : "covered: \(covered.label) lies under \(view.label) here, which takes the touch"
            if !coverOverridesNotRun.isEmpty {
                let names = coverOverridesNotRun.map(\.label)
                line += zh
                    ? "（这是根据 frame 和各项标志推断出来的，没有再次运行 \(names.joined(separator: "、")) 的 hitTest/pointInside 重写）"
                    : " (worked out from frames and flags: the hitTest/pointInside overrides of \(names.joined(separator: ", ")) were not run again)"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Engine {
    /// Runs the hit test for a screen point with every step watched; nothing is delivered.
    public func explain(at location: Point) throws -> Explanation {
        // What is looked at is what is laid out (SPEC 12.6 rule 3).
        try layoutIfNeeded()
        let observer = HitTestObserver()
        hitTestObserver = observer
        defer { hitTestObserver = nil }
        var steps: [Explanation.Step] = []
        var chosen: View?
        for window in application.windows where window.hidden {
            steps.append(.init(view: window, point: window.convertFromScreen(location), depth: 0,
                               verdict: Words("skipped: hidden is true (windows are hidden until shown)",
                                              "跳过：hidden 为 true（窗口在显示之前都是隐藏的）")))
        }
        for window in application.windowsInHitTestOrder {
            let before = observer.steps.count
            let point = window.convertFromScreen(location)
            chosen = try window.hitTest(point, dispatcher.event)
            if chosen == nil, window is KeyboardWindow, !window.overrides(.hitTest), window.bounds.contains(point) {
                // Screen-sized, but it keeps only touches on its input views (SPEC 12.7 rule 2).
                steps.append(.init(view: window, point: point, depth: 0,
                                   verdict: Words("outside its input views: its hitTest returns nil, and the touch falls through",
                                                  "不在它的输入视图上：它的 hitTest 返回 nil，触摸落到下面的窗口")))
                continue
            }
            for step in observer.steps[before...] {
                steps.append(.init(view: step.view, point: step.point, depth: step.depth,
                                   verdict: step.verdict?.words ?? Words("unfinished", "未完成")))
            }
            if chosen != nil { break }
        }
        let chain = try chosen?.responderChain() ?? []
        var explanation = Explanation(location: location, steps: steps, view: chosen, chain: chain,
                                      recognizers: gestures.recognizers(reaching: chosen))
        explanation.barNotes = barNotes(for: chosen, recognizers: explanation.recognizers)
        if let chosen {
            let (covered, overridden) = coveredView(at: location, by: chosen)
            explanation.covered = covered
            explanation.coverOverridesNotRun = overridden
        }
        var ancestor = chosen?.superview
        while let view = ancestor {
            if let scrollView = view as? ScrollView, let chosen {
                explanation.contentTouches.append(scrollView.contentTouchText(for: chosen))
                if let container = view as? CellContainerView, let text = container.selectionText(for: chosen) {
                    explanation.contentTouches.append(text)
                }
            }
            ancestor = view.superview
        }
        return explanation
    }

    /// What `hit` covers at a screen point: the view UIView's own rules would
    /// reach there with `hit` and its subviews left out, when that is not one
    /// of `hit`'s superviews and lies behind `hit` (nil otherwise: a view in
    /// front that a script's override turned away is not covered). Worked out from frames, bounds and
    /// flags alone (hidden, alpha, userInteractionEnabled, a refusing view), so
    /// that no script's `hitTest` or `pointInside` runs a second time for one
    /// `explain`; the views on the way that a script overrides come back too,
    /// for the report to say so.
    public func coveredView(at location: Point, by hit: View) -> (View?, [View]) {
        var root = hit
        while let up = root.superview { root = up }
        guard let window = root as? Window else { return (nil, []) }
        var overridden: [View] = []
        // UIView's walk without the hit view, in a loop (a script controls
        // the depth): each entry is a view that contains the point, with its
        // subviews still to ask, front to back. The first view whose subviews
        // all said no is the answer, as hitTest's recursion would return it.
        var entries: [(view: View, point: Point, subviews: [View], next: Int)] = []
        func enter(_ view: View, _ point: Point) {
            if view === hit { return }
            if view.hidden || view.alpha < 0.01 || !view.userInteractionEnabled || view.refusesTouches { return }
            if view.overrides(.hitTest) || view.overrides(.pointInside) { overridden.append(view) }
            guard view.bounds.contains(point) else { return }
            let subviews = view.subviews
            entries.append((view, point, subviews, subviews.count - 1))
        }
        enter(window, window.convertFromScreen(location))
        var found: View?
        while let last = entries.last {
            guard last.next >= 0 else {
                found = last.view
                break
            }
            entries[entries.count - 1].next -= 1
            let sub = last.subviews[last.next]
            enter(sub, sub.convertFromSuperview(last.point))
        }
        guard let found, !hit.isDescendant(of: found), isInFront(hit, of: found) else { return (nil, []) }
        return (found, overridden)
    }

    /// Whether `a` is drawn in front of `b` (neither inside the other): below
    /// their nearest common superview, `a`'s branch comes later among its subviews.
    private func isInFront(_ a: View, of b: View) -> Bool {
        func path(_ v: View) -> [View] {
            var out: [View] = [v]
            while let up = out.last?.superview { out.append(up) }
            return out.reversed()
        }
        let pa = path(a), pb = path(b)
        var i = 0
        while i < pa.count, i < pb.count, pa[i] === pb[i] { i += 1 }
        guard i > 0, i < pa.count, i < pb.count else { return false }
        let siblings = pa[i - 1].subviews
        guard let ia = siblings.firstIndex(where: { $0 === pa[i] }), let ib = siblings.firstIndex(where: { $0 === pb[i] }) else {
            return false
        }
        return ia > ib
    }

    /// The flags that matter for touches, in the one wording `tree`, the
    /// playground's outline and its tooltips share (UIKit's names): only what
    /// differs from the defaults, and a default that refuses touches (an image
    /// view's or a label's `userInteractionEnabled`), said to be one.
    /// `firstResponders` are the windows' (`windowFirstResponders`): a caller
    /// asking for many views looks them up once, so that no view walks up to
    /// its window to learn whether it is the first responder.
    public func touchFlags(of view: View, firstResponders: [Responder]? = nil) -> [String] {
        var flags: [String] = []
        if let window = view as? Window {
            if window.isKeyWindow { flags.append("key window") }
            if window.windowLevel != 0 { flags.append("windowLevel=\(formatNumber(window.windowLevel))") }
        }
        if view.hidden { flags.append("hidden") }
        if view.alpha != 1 { flags.append("alpha=\(formatNumber(view.alpha))") }
        if view.userInteractionEnabled != type(of: view).interactiveByDefault {
            flags.append("userInteractionEnabled=\(view.userInteractionEnabled)")
        } else if !view.userInteractionEnabled {
            flags.append("userInteractionEnabled=false (the default for \(view.className))")
        }
        if let control = view as? Control, !control.enabled { flags.append("enabled=false") }
        if view.blockingAnimations > 0 { flags.append("being animated") }
        if let scrollView = view as? ScrollView {
            if !scrollView.scrollEnabled { flags.append("scrollEnabled=false") }
            if !scrollView.delaysContentTouches { flags.append("delaysContentTouches=false") }
            if !scrollView.canCancelContentTouches { flags.append("canCancelContentTouches=false") }
            if scrollView.isDecelerating { flags.append("decelerating") }
        }
        if view.multipleTouchEnabled { flags.append("multipleTouchEnabled") }
        if view.exclusiveTouch { flags.append("exclusiveTouch") }
        if view.clipsToBounds { flags.append("clipsToBounds") }
        if !view.transform.isIdentity { flags.append("transform=\(view.transform)") }
        if view.bounds.origin != .zero { flags.append("bounds.origin=\(view.bounds.origin)") }
        if let vc = view.viewController, vc.viewIfLoaded === view { flags.append("view of \(vc.label)") }
        // Only a window's first responder can be one; `isFirstResponder` confirms it is its own window's.
        if (firstResponders ?? windowFirstResponders).contains(where: { $0 === view }), view.isFirstResponder {
            flags.append("first responder")
        }
        return flags
    }

    /// Each window's first responder, for `touchFlags`.
    public var windowFirstResponders: [Responder] { application.windows.compactMap(\.firstResponder) }

    /// `tree(root)`: windows and views with frames, the flags that matter for
    /// touches (`touchFlags`), and the methods a script overrides.
    public func treeText(of root: View? = nil) throws -> String {
        try layoutIfNeeded()
        var lines: [String] = []
        let firstResponders = windowFirstResponders
        func line(_ view: View, _ depth: Int) {
            var flags = touchFlags(of: view, firstResponders: firstResponders)
            if view.overrideMask != 0 {
                let names = Selector.allCases.filter { view.overrideMask & $0.bit != 0 }.map(\.name)
                flags.append("overrides: " + names.joined(separator: ","))
            }
            let extra = flags.isEmpty ? "" : "  [" + flags.joined(separator: " ") + "]"
            lines.append(outlineIndent(depth) + view.description + extra)
        }
        func walk(_ top: View) {
            top.forEachInSubtree { view, depth in
                line(view, depth)
                return true
            }
        }
        if let root {
            walk(root)
        } else {
            for window in application.windows { walk(window) }
            if application.windows.isEmpty { lines.append("(no windows)") }
        }
        try spend(lines.count)
        return lines.joined(separator: "\n") + "\n"
    }
}
