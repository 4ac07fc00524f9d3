/// What a picture of the screen shows, worked out once for every picture
/// (`render`'s SVG, the playground's page): the windows and views back to front
/// with their places on the screen and their names laid out without overlaps,
/// and, for a probe point, the hit test as `explain` saw it (every view visited
/// with its verdict, the hit view, the responder chain).
public struct ScreenPicture {
    public struct Item {
        public let view: View
        /// Depth in its window (the window is 0).
        public let depth: Int
        /// Its bounds' corners on the screen (top-left first, as the view sees them).
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
        /// The probe point in its bounds coordinates, if it was visited.
        public var probePoint: Point?
        public var onHitPath = false
        public var isHit = false
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
        screen = engine.screen
        self.margin = margin
        self.explanation = explanation
        var verdicts: [ObjectIdentifier: (String, Point)] = [:]
        for step in explanation?.steps ?? [] where verdicts[ObjectIdentifier(step.view)] == nil {
            verdicts[ObjectIdentifier(step.view)] = (step.verdict, step.point)
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
        for window in windows {
            var pending: [(View, Int, Bool)] = [(window, 0, false)]
            while let (view, depth, parentHidden) = pending.popLast() {
                if items.count >= maximumViews {
                    omitted += 1
                    continue
                }
                try engine.spend(4 + view.subviews.count)
                let quad = view.screenQuad
                let hidden = parentHidden || view.hidden
                let box = Self.boundingBox(quad)
                var marker: Point?
                if let box, box.clipped(to: drawn) == nil {
                    let inner = drawn.insetBy(dx: 6, dy: 6)
                    marker = Point(min(max(box.midX, inner.minX), inner.maxX), min(max(box.midY, inner.minY), inner.maxY))
                }
                var item = Item(view: view, depth: depth, quad: quad, boundsToScreen: view.boundsToScreen, hidden: hidden,
                                offScreen: box.map { $0.clipped(to: screen) == nil } ?? true, beyondMarker: marker)
                let id = ObjectIdentifier(view)
                item.chainNumber = chainNumbers[id]
                if let (verdict, point) = verdicts[id] {
                    item.verdict = verdict
                    item.probePoint = point
                }
                item.onHitPath = path.contains(id)
                item.isHit = view === hit
                items.append(item)
                for sub in view.subviews.reversed() { pending.append((sub, depth + 1, hidden)) }
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
            guard let area = inner.clipped(to: drawn) else { continue }
            var texts = [item.view.label]
            if let name = item.view.name, !name.isEmpty { texts.append(name) }
            if chainPrefix, let n = item.chainNumber { texts = texts.map { "\(n). " + $0 } }
            items[i].label = layout.place(texts, in: area)
        }
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
