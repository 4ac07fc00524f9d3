/// SPEC 3, hit testing: `hitTest` and `pointInside` as UIKit runs them, in
/// two walks that agree. The node loop (`hitTestWalk`, marked SHORTCUT) reads
/// only `engine.views`' flat nodes until it meets a view a script overrides or
/// a transformed one; its twin, the general walk (`walk`), turns to view
/// objects, calls overrides and reports each step to `explain`'s observer.
/// `RESPOND_LUA_NO_SHORTCUTS=1` runs the general walk alone. What a view may
/// override (`defaultHitTest`, `defaultPointInside`, `hitTestRefusal`) stays in
/// View.swift, in the class body.
extension View {

    /// `hitTest(point, event)`, point in this view's bounds coordinates.
    public final func hitTest(_ point: Point, _ event: Event?) throws -> View? {
        if overrides(.hitTest) { return try overriddenHitTest(point, event) }
        return try defaultHitTest(point, event)
    }

    /// A script's `hitTest`, watched by `explain` when it runs.
    private func overriddenHitTest(_ point: Point, _ event: Event?) throws -> View? {
        engine.overrideCalls += 1
        guard let observer = engine.hitTestObserver else { return try engine.hostHitTest(on: self, point, event) }
        let step = observer.enter(self, point)
        let result = try engine.hostHitTest(on: self, point, event)
        observer.leave(step, .hitTestOverride(result))
        return result
    }


    /// UIView's hit test: skip hidden, non-interactive and transparent views, ask
    /// `pointInside`, then the subviews from front to back, each through its own
    /// `hitTest`. A subview that passes `pointInside` always yields a hit (itself
    /// or one of its own), so the walk only ever goes down: it is a loop over the
    /// nodes of `engine.views`, without recursion, that turns to view objects only
    /// where a script overrides `hitTest` or `pointInside` or a view is transformed.
    public final func viewHitTest(_ point: Point, _ event: Event?) throws -> View? {
        switch try hitTestWalk(point, event) {
        case .node(let nodeIndex): store.view(nodeIndex)
        case .view(let view): view
        }
    }

    /// `viewHitTest` for a host that only hands the answer on: a view the node
    /// loop found comes back unretained (its hierarchy holds it, and nothing
    /// runs between the walk and the host's use of it); one the general walk
    /// found (a script's override may have made it) comes back retained.
    package final func viewHitTestUnretained(_ point: Point, _ event: Event?) throws -> HitTestAnswer {
        switch try hitTestWalk(point, event) {
        case .node(let nodeIndex): .held(HeldView(store: store, nodeIndex: nodeIndex))
        case .view(let view): .owned(view)
        }
    }

    /// `view:hitTest(p, e)` called from a script on a view without an override
    /// of its own: UIView's walk, or, for an engine class with a hit test of
    /// its own (the keyboard window, SPEC 12.7), that class's.
    package final func methodHitTestUnretained(_ point: Point, _ event: Event?) throws -> HitTestAnswer {
        if Self.hasOwnHitTest { return .owned(try defaultHitTest(point, event)) }
        return try viewHitTestUnretained(point, event)
    }

    private enum WalkResult {
        case node(Int32)
        case view(View?)
    }

    @inline(__always)
    private func hitTestWalk(_ point: Point, _ event: Event?) throws -> WalkResult {
        // Both walks read the nodes: the pending layouts run first.
        if store.layoutPending { try engine.layoutIfNeeded() }
        if engine.hitTestObserver != nil { return .view(try walk(point, event, observed: true)) }
        // SHORTCUT (twin: `walk`): the common case, a walk that touches nothing
        // but the nodes until it meets a view whose hit testing a script
        // overrides (or that is transformed). Both read SPEC 3 step 1 from
        // the nodes' flags; `refusal` (for `explain`) reads the view objects.
        guard engine.shortcuts else { return .view(try walk(point, event, observed: false)) }
        let nodes = store.nodes
        let generation = Int32(truncatingIfNeeded: engine.overrideGeneration)
        var current = nodeIndex
        var p = point
        var visited = 1
        if nodes[Int(current)].maskGeneration != generation { refreshOverrideFlags(current) }
        let own = nodes[Int(current)].flags
        guard own.isDisjoint(with: [.skipped, .overridesPointInside, .transformed]) else {
            return .view(try walk(point, event, observed: false))
        }
        guard contains(nodes[Int(current)].bounds, p) else { return .view(nil) }
        descend: while true {
            let parent = nodes[Int(current)]
            var i = Int(parent.childCount) - 1
            while i >= 0 {
                let child = parent.child(i)
                i -= 1
                visited += 1
                let node = nodes + Int(child)
                if node.pointee.maskGeneration != generation { refreshOverrideFlags(child) }
                guard node.pointee.flags.isDisjoint(with: [.overridesHitTest, .overridesPointInside, .transformed]) else {
                    // From here the general walk takes over, from this view.
                    return .view(try store.view(current).walk(p, event, observed: false, from: i + 1, visited: visited - 1))
                }
                if !node.pointee.flags.isDisjoint(with: .skipped) { continue }
                let b = node.pointee.bounds, c = node.pointee.center
                let q = Point(p.x - c.x + b.size.width * 0.5 + b.origin.x, p.y - c.y + b.size.height * 0.5 + b.origin.y)
                if contains(b, q) {
                    current = child
                    p = q
                    continue descend
                }
            }
            try chargeWalk(visited)
            return .node(current)
        }
    }

    /// SPEC 3's bounds test, the one the hit test and `pointInside` use:
    /// CGRectContainsPoint for non-negative sizes (bounds sizes are kept so);
    /// false for NaN.
    @inline(__always)
    private func contains(_ b: Rect, _ p: Point) -> Bool {
        p.x >= b.origin.x && p.y >= b.origin.y && p.x < b.origin.x + b.size.width && p.y < b.origin.y + b.size.height
    }

    /// The general walk, for what the loop above leaves: observed by `explain`,
    /// overrides, transforms. It starts at this view (unless `from` says which
    /// subview to try next: the loop above already admitted this view and
    /// tried the subviews after that index) and, like the loop, only goes down.
    private func walk(_ point: Point, _ event: Event?, observed: Bool, from start: Int? = nil,
                      visited alreadyVisited: Int = 0) throws -> View? {
        let store = self.store
        let observer = observed ? engine.hitTestObserver : nil
        var path: [Int] = []   // observer steps of the views passed through
        if start == nil {
            guard try admits(nodeIndex, point, event, observer, &path) else { return nil }
        }
        var current: View = self
        var currentPoint = point
        var visited = alreadyVisited + 1
        var next = start
        descend: while true {
            // Read afresh after every script call: an override may add or remove views.
            var i = next ?? Int(current.node.pointee.childCount) - 1
            next = nil
            while i >= 0 {
                i = min(i, Int(current.node.pointee.childCount) - 1)
                if i < 0 { break }
                let childIndex = current.node.pointee.child(i)
                i -= 1
                visited += 1
                let child = store.view(childIndex)
                let childPoint = child.convertFromSuperview(currentPoint)
                if child.overrideFlags(of: childIndex).contains(.overridesHitTest) {
                    if let hit = try child.overriddenHitTest(childPoint, event) {
                        try chargeWalk(visited)
                        finish(path, hit, observer)
                        return hit
                    }
                    continue
                }
                if try admits(childIndex, childPoint, event, observer, &path) {
                    current = child
                    currentPoint = childPoint
                    continue descend
                }
            }
            if let observer, let last = path.popLast() { observer.leave(last, .chosen) }
            try chargeWalk(visited)
            finish(path, current, observer)
            return current
        }
    }

    /// Hit-test visits count as engine work, charged in batches.
    @inline(__always)
    private func chargeWalk(_ visited: Int) throws {
        engine.work &+= visited
        if engine.work > 4096 { try engine.chargeWork() }
    }

    /// Whether a view passes its own checks (SPEC 3 steps 1–2) at `point`; with an
    /// observer, its step is recorded (and kept open on `path` when it passes).
    private func admits(_ nodeIndex: Int32, _ point: Point, _ event: Event?, _ observer: HitTestObserver?,
                        _ path: inout [Int]) throws -> Bool {
        let flags = overrideFlags(of: nodeIndex)
        if let observer {
            let view = store.view(nodeIndex)
            let step = observer.enter(view, point)
            if let verdict = try view.refusal(point, event, flags) {
                observer.leave(step, verdict)
                return false
            }
            path.append(step)
            return true
        }
        if !flags.isDisjoint(with: .skipped) { return false }
        if flags.contains(.overridesPointInside) { return try store.view(nodeIndex).pointInside(point, event) }
        return contains(store.nodes[Int(nodeIndex)].bounds, point)
    }

    /// Why this view refuses a touch at `point`, in the order UIKit checks, or nil.
    /// SPEC 3 step 1 is read from the same node flags the walks test (`skipped`),
    /// which the setters keep (`alpha`, `hidden`, `userInteractionEnabled`, a
    /// control's `enabled`): one rule, in one place.
    private func refusal(_ point: Point, _ event: Event?, _ flags: ViewFlags) throws -> HitTestVerdict? {
        if flags.contains(.hidden) { return .hidden }
        if flags.contains(.interactionDisabled) { return .interactionDisabled }
        if flags.contains(.transparent) { return .transparent }
        if flags.contains(.refuses), let refusal = hitTestRefusal() { return refusal }
        if !(try pointInside(point, event)) {
            return flags.contains(.overridesPointInside) ? .pointInsideOverride : .outsideBounds
        }
        return nil
    }

    /// Every view passed through on the way to the hit contains it.
    private func finish(_ path: [Int], _ hit: View, _ observer: HitTestObserver?) {
        guard let observer else { return }
        for step in path.reversed() { observer.leave(step, .containsHit(hit)) }
    }

    /// The node's flags, with the override bits brought up to date.
    @inline(__always)
    private func overrideFlags(of nodeIndex: Int32) -> ViewFlags {
        let generation = Int32(truncatingIfNeeded: engine.overrideGeneration)
        if store.nodes[Int(nodeIndex)].maskGeneration != generation { refreshOverrideFlags(nodeIndex) }
        return store.nodes[Int(nodeIndex)].flags
    }

    /// Copies whether scripts override `hitTest`/`pointInside` into the node
    /// (the touch forwarding's node walk, View.swift, uses it too).
    @inline(never)
    func refreshOverrideFlags(_ nodeIndex: Int32) {
        let node = store.nodes + Int(nodeIndex)
        let mask = store.view(nodeIndex).overrideMask
        store.links[Int(nodeIndex)].overrideMask = mask
        node.pointee.flags.remove([.overridesHitTest, .overridesPointInside])
        if mask & Selector.hitTest.bit != 0 { node.pointee.flags.insert(.overridesHitTest) }
        if mask & Selector.pointInside.bit != 0 { node.pointee.flags.insert(.overridesPointInside) }
        node.pointee.maskGeneration = Int32(truncatingIfNeeded: engine.overrideGeneration)
    }



    /// `pointInside(point, event)`.
    public final func pointInside(_ point: Point, _ event: Event?) throws -> Bool {
        if overrides(.pointInside) {
            engine.overrideCalls += 1
            return try engine.hostPointInside(on: self, point, event)
        }
        return defaultPointInside(point, event)
    }


    /// UIView's answer: the point is in the bounds.
    public final func viewPointInside(_ point: Point, _ event: Event?) -> Bool { contains(bounds, point) }
}
