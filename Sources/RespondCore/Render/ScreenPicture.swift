/// What a picture of the screen shows, worked out once for every picture
/// (`render`'s SVG, the playground's page): the windows and views back to front
/// with their places on the screen and their names laid out without overlaps,
/// and, for a probe point, the hit test as `explain` saw it (every view visited
/// with its verdict, the hit view, the responder chain).
///
/// While animations run (SPEC 11.8), views are where they are drawn now (the
/// presentation), their subviews moving with them, and each view being
/// animated also has its model frame, where hit testing looks (`Animated`).
public struct ScreenPicture {
    /// A view being animated: where it is drawn and where touches are tested.
    public struct Animated {
        /// The model frame's corners on the screen (where hit testing looks).
        public let modelQuad: [Point]
        public let modelBoundsToScreen: AffineTransform
        /// `frame` and `presentationFrame`, in the superview's coordinates.
        public let modelFrame: Rect
        public let presentationFrame: Rect
        /// It refuses touches until the animation ends (no `allowUserInteraction`).
        public let refusesTouches: Bool
        /// The line that says it in words, for a legend or a caption.
        public let caption: String
        /// The short name on the model frame, placed; nil when there was no room.
        public var label: LabelLayout.Label?

        /// The short names of the model frame, the first that fits.
        public static var markNames: [String] {
            Language.current == .zh ? ["模型 frame（命中测试用）", "模型 frame", "模型"] : ["model frame (hit testing)", "model frame", "model"]
        }

        init(view: View, presentationFrame: Rect) {
            modelQuad = view.screenQuad
            modelBoundsToScreen = view.boundsToScreen
            modelFrame = view.frame
            self.presentationFrame = presentationFrame
            refusesTouches = view.blockingAnimations > 0
            caption = Words("\(view.label) is being animated: drawn at its presentation \(presentationFrame), "
                            + "touches are tested at its model frame \(view.frame)"
                            + (refusesTouches ? ", where it refuses them until the animation ends (no allowUserInteraction)" : ""),
                            "\(view.label) 正在动画中：画在它的呈现位置 \(presentationFrame)，"
                            + "触摸按它的模型 frame \(view.frame) 测试"
                            + (refusesTouches ? "，而且在动画结束之前它拒绝触摸（没有 allowUserInteraction）" : "")).text()
        }
    }


    public struct Item {
        public let view: View
        /// Depth in its window (the window is 0).
        public let depth: Int
        /// Its bounds' corners on the screen (top-left first, as the view sees
        /// them), where it is drawn now (the presentation, with its superviews').
        public let quad: [Point]
        public let boundsToScreen: AffineTransform
        /// It or a superview is hidden.
        public let hidden: Bool
        /// No part of it is on the screen.
        public let offScreen: Bool
        /// Where to mark a view that lies wholly beyond the drawn margin (so that
        /// it is not simply missing): its centre, brought to the margin's edge.
        public let beyondMarker: Point?
        /// Its name, placed; nil when there was no room (shown on hover).
        public var label: LabelLayout.Label?
        /// 1-based place in the responder chain of the hit view, if in it.
        public var chainNumber: Int?
        /// What the hit test said about it at the probe point, if it was visited.
        public var verdict: String?
        /// The verdict in the reader's language (`Language.current`).
        public var shownVerdict: String?
        /// The probe point in its bounds coordinates, if it was visited.
        public var probePoint: Point?
        public var onHitPath = false
        public var isHit = false
        /// Set while a running animation animates the view: its model frame.
        public var animation: Animated?
        /// The screen box its drawing is cut to: the boxes of the superviews that
        /// clip to their bounds (`clipsToBounds`, as UIKit draws them; a table or
        /// scroll view clips its content), intersected; nil when none clips it.
        public var clip: Rect?
    }

    public let screen: Rect
    /// How far around the screen views are still drawn (faded) before being clipped.
    public let margin: Double
    public private(set) var items: [Item] = []
    public let explanation: Explanation?
    /// Views left out because there were more than `maximumViews`.
    public private(set) var omitted = 0

    /// The area pictures draw in: the screen and its margin.
    public var drawnArea: Rect { screen.insetBy(dx: -margin, dy: -margin) }

    /// The items of the views being animated, back to front.
    public var animatedItems: [Item] { items.filter { $0.animation != nil } }

    /// - Parameters:
    ///   - location: the probe point (explained; its chain is numbered), or nil.
    ///   - chainPrefix: whether names of views in the chain start with their number.
    public init(engine: Engine, location: Point?, margin: Double = 40, maximumViews: Int = 5_000,
                chainPrefix: Bool = true) throws {
        try self.init(engine: engine, explanation: try location.map { try engine.explain(at: $0) }, margin: margin,
                      maximumViews: maximumViews, chainPrefix: chainPrefix)
    }

    /// The same, with the hit test already explained (the playground explains a
    /// touch once, when it begins, and draws it until the next one).
    public init(engine: Engine, explanation: Explanation?, margin: Double = 40, maximumViews: Int = 5_000,
                chainPrefix: Bool = true) throws {
        // What is drawn is what is laid out (SPEC 12.6 rule 3).
        try engine.layoutIfNeeded()
        screen = engine.screen
        self.margin = margin
        self.explanation = explanation
        var verdicts: [ObjectIdentifier: (Words, Point)] = [:]
        for step in explanation?.steps ?? [] where verdicts[ObjectIdentifier(step.view)] == nil {
            verdicts[ObjectIdentifier(step.view)] = (step.words, step.point)
        }
        var chainNumbers: [ObjectIdentifier: Int] = [:]
        for (i, responder) in (explanation?.chain ?? []).enumerated() where chainNumbers[ObjectIdentifier(responder)] == nil {
            chainNumbers[ObjectIdentifier(responder)] = i + 1
        }
        var path = Set<ObjectIdentifier>()
        var v = explanation?.view
        while let current = v {
            path.insert(ObjectIdentifier(current))
            v = current.superview
        }
        let hit = explanation?.view

        // Back to front: windows lowest first, views in subview order, depth first
        // without recursion (hierarchies may be deep).
        let windows = engine.application.windows.sorted {
            $0.windowLevel != $1.windowLevel ? $0.windowLevel < $1.windowLevel : $0.visibilityOrder < $1.visibilityOrder
        }
        let drawn = screen.insetBy(dx: -margin, dy: -margin)
        // What running animations draw; a view moved by one (or inside one) is
        // drawn there, every other view as its model says.
        let looks = engine.animatorIfMade.map { $0.isRunning ? $0.drawnLooks() : [:] } ?? [:]
        for window in windows {
            var pending: [(View, Int, Bool, Bool, Rect?)] = [(window, 0, false, false, nil)]
            while let (view, depth, parentHidden, parentMoved, parentClip) = pending.popLast() {
                if items.count >= maximumViews {
                    omitted += 1
                    continue
                }
                try engine.spend(4 + view.subviews.count)
                let look = looks.isEmpty ? nil : looks[ObjectIdentifier(view)]
                let moved = parentMoved || look != nil
                if moved { try engine.spend(4 * depth) }
                let quad = moved ? view.presentationScreenQuad(looks: looks) : view.screenQuad
                let hidden = parentHidden || view.hidden
                let box = Self.boundingBox(quad)
                var marker: Point?
                if let box, box.clipped(to: drawn) == nil {
                    let inner = drawn.insetBy(dx: 6, dy: 6)
                    marker = Point(min(max(box.midX, inner.minX), inner.maxX), min(max(box.midY, inner.minY), inner.maxY))
                }
                var item = Item(view: view, depth: depth, quad: quad,
                                boundsToScreen: moved ? view.presentationBoundsToScreen(looks: looks) : view.boundsToScreen,
                                hidden: hidden, offScreen: box.map { $0.clipped(to: screen) == nil } ?? true, beyondMarker: marker)
                if let look { item.animation = Animated(view: view, presentationFrame: look.frame) }
                let id = ObjectIdentifier(view)
                item.chainNumber = chainNumbers[id]
                if let (verdict, point) = verdicts[id] {
                    item.verdict = verdict.en
                    item.shownVerdict = verdict.text()
                    item.probePoint = point
                }
                item.onHitPath = path.contains(id)
                item.isHit = view === hit
                item.clip = parentClip
                // What this view clips its subviews to: its box, within its own clip.
                var childClip = parentClip
                if view.clipsToBounds, let box {
                    childClip = parentClip.map { $0.clipped(to: box) ?? Rect($0.minX, $0.minY, 0, 0) } ?? box
                }
                items.append(item)
                for sub in view.subviews.reversed() { pending.append((sub, depth + 1, hidden, moved, childClip)) }
            }
        }

        // Names: small views first (they have the fewest places), then by drawing order.
        var layout = LabelLayout()
        let order = items.indices.sorted { a, b in
            let areaA = Self.area(items[a].quad), areaB = Self.area(items[b].quad)
            return areaA != areaB ? areaA < areaB : a < b
        }
        for i in order {
            let item = items[i]
            let inner = LabelLayout.innerBox(of: item.quad)
            guard var area = inner.clipped(to: drawn) else { continue }
            if let clip = item.clip {
                guard let visible = area.clipped(to: clip) else { continue }
                area = visible
            }
            // A cell's content view says nothing its cell does not: unnamed unless the touch went there.
            if item.view.className.hasSuffix("CellContentView"), !item.onHitPath, item.chainNumber == nil { continue }
            var texts = [item.view.label]
            if let shown = Self.shownText(of: item.view) {
                texts = ["\(item.view.label) '\(shown)'", "'\(shown)'", item.view.label]
            }
            if let name = item.view.name, !name.isEmpty { texts.append(name) }
            if chainPrefix, let n = item.chainNumber { texts = texts.map { "\(n). " + $0 } }
            items[i].label = layout.place(texts, in: area)
        }
        // The model frames' marks, once every view has its name: inside the
        // frame when the whole mark fits, else on a line just under it or just
        // over it, else inside, shortened.
        for i in items.indices {
            guard let animated = items[i].animation, let box = Self.boundingBox(animated.modelQuad) else { continue }
            let full = Animated.markNames[0]
            let band = Size(max(box.size.width, LabelLayout.width(of: full) + 2 * LabelLayout.padding),
                            LabelLayout.lineHeight + 2 * LabelLayout.padding)
            let inner = LabelLayout.innerBox(of: animated.modelQuad).clipped(to: drawn)
            var places: [(Rect?, [String])] = [(inner, [full])]
            for y in [box.maxY, box.minY - band.height] {
                for x in [box.minX, box.maxX - band.width] {
                    places.append((Rect(x, y, band.width, band.height).clipped(to: drawn), [full]))
                }
            }
            places.append((inner, Animated.markNames))
            for case let (area?, texts) in places
            where texts.count > 1 || area.size.width - 2 * LabelLayout.padding >= LabelLayout.width(of: full) {
                if let label = layout.place(texts, in: area) {
                    items[i].animation?.label = label
                    break
                }
            }
        }
    }

    /// The text a person sees on a view, as Xcode's view debugger shows it: a
    /// label's or a text field's own (a navigation bar's title, a bar button's), else (a cell, a button) the first label's
    /// text among its subviews, a few levels down; at most 24 characters.
    static func shownText(of view: View) -> String? {
        func own(_ v: View) -> String? {
            // A navigation bar draws its item's title; a bar button shows its item's (SPEC 12.5).
            let text = (v as? Label)?.text ?? (v as? TextField)?.text ?? (v as? NavigationBar)?.shownTitle
                ?? (v as? BarButton)?.item?.shownTitle
            return text.flatMap { $0.isEmpty ? nil : $0 }
        }
        var found = own(view)
        if found == nil, view is ContainerCell || view is Button {
            var pending: [(View, Int)] = view.subviews.map { ($0, 1) }
            var looked = 0
            while found == nil, !pending.isEmpty, looked < 64 {
                let (v, depth) = pending.removeFirst()
                looked += 1
                found = own(v)
                if depth < 3 { pending += v.subviews.map { ($0, depth + 1) } }
            }
        }
        guard var text = found else { return nil }
        text = String(text.map { $0.isNewline ? " " : $0 })
        return text.count > 24 ? String(text.prefix(23)) + "…" : text
    }

    static func boundingBox(_ quad: [Point]) -> Rect? {
        let xs = quad.map(\.x), ys = quad.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(), x0.isFinite, y0.isFinite,
              x1.isFinite, y1.isFinite else { return nil }
        // A view of zero width or height still has a place.
        return Rect(x0, y0, max(x1 - x0, 1e-6), max(y1 - y0, 1e-6))
    }

    /// The area of a quad (shoelace formula).
    static func area(_ quad: [Point]) -> Double {
        var sum = 0.0
        for i in quad.indices {
            let a = quad[i], b = quad[(i + 1) % quad.count]
            sum += a.x * b.y - b.x * a.y
        }
        let result = abs(sum) / 2
        return result.isFinite ? result : .infinity
    }
}
