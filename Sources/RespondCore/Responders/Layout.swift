/// SPEC 12.6: layout. A view is marked (`setNeedsLayout`) when its bounds size
/// changes, when a subview is added or removed, when a script asks, and when a
/// container's own state changes; the layout pass (`Engine.layoutIfNeeded`)
/// calls `layoutSubviews()` — a script's override, or the built-in one — of
/// each marked view once, top-down. The pass runs at the end of each injected
/// event and timer firing and before anything hit-tests or looks (SPEC 12.6
/// rule 3), never when geometry is merely read: reading a frame right after a
/// change gives the old one until `layoutIfNeeded()` or the next event, as in
/// UIKit. N changes to a stack view cost one arrangement.
///
/// Autoresizing (rule 4) is not part of the pass: a new bounds size resizes the
/// subviews by their `autoresizingMask` at once, then marks the view.

/// `autoresizingMask` (UIView.AutoresizingMask), by UIKit's names.
public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// UIKit's names, in the order they read back.
    public static let names: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    public static func named(_ name: String) -> AutoresizingMask? {
        names.first { $0.0 == name }?.1
    }

    public var nameList: [String] { Self.names.filter { contains($0.1) }.map(\.0) }
}

extension View {
    /// Marks the view for the layout pass (returns at once).
    public final func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        store.enqueueForLayout(self)
    }

    /// `layoutIfNeeded()`: the pending layout of this view and its subtree, now.
    public final func layoutIfNeeded() throws {
        try engine.layOut(within: self)
    }

    /// `layoutSubviews()` as the pass calls it: the script's override when there
    /// is one, else the built-in.
    final func runLayoutSubviews() throws {
        if overrides(.layoutSubviews) {
            _ = try callOverride(.layoutSubviews, ScriptArguments(count: 0))
        } else {
            layoutSubviews()
        }
    }

    /// The bounds setter saw a new size: the subviews follow their masks
    /// (rule 4), and the view is marked.
    final func boundsSizeChanged(from oldSize: Size) {
        setNeedsLayout()
        guard autoresizesSubviews, !subviews.isEmpty else { return }
        if engine.isAutoresizing {
            // A subview resized by its superview: its own subviews follow after,
            // from the loop below, not by recursion (a chain of any depth).
            engine.autoresizeWork.append((self, oldSize))
            return
        }
        engine.isAutoresizing = true
        defer { engine.isAutoresizing = false }
        var work: [(View, Size)] = [(self, oldSize)]
        while let (view, old) = work.popLast() {
            view.resizeSubviews(from: old)
            work.append(contentsOf: engine.autoresizeWork.reversed())
            engine.autoresizeWork.removeAll(keepingCapacity: true)
        }
    }

    /// Each subview with a mask takes its share of the change, axis by axis.
    private func resizeSubviews(from old: Size) {
        let new = node.pointee.bounds.size
        engine.work &+= subviews.count
        for sub in subviews where !sub.autoresizingMask.isEmpty {
            let mask = sub.autoresizingMask
            let f = sub.frame
            let (x, w) = Self.share(old.width, new.width, f.minX, f.size.width,
                                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                    mask.contains(.flexibleRightMargin))
            let (y, h) = Self.share(old.height, new.height, f.minY, f.size.height,
                                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                    mask.contains(.flexibleBottomMargin))
            let frame = Rect(x, y, w, h)
            if frame != f { sub.frame = frame }
        }
    }

    /// One axis: the change goes to the flexible parts (leading margin, size,
    /// trailing margin, margins measured to the superview's edges) in
    /// proportion to their current lengths, equally when those add up to
    /// nothing; none flexible keeps the leading margin and the size.
    static func share(_ oldLength: Double, _ newLength: Double, _ position: Double, _ size: Double,
                      _ leading: Bool, _ flexibleSize: Bool, _ trailing: Bool) -> (Double, Double) {
        let delta = newLength - oldLength
        guard delta != 0, leading || flexibleSize || trailing, delta.isFinite else { return (position, size) }
        let parts = [leading ? position : 0, flexibleSize ? size : 0, trailing ? oldLength - position - size : 0]
        let total = parts.reduce(0, +)
        let count = Double([leading, flexibleSize, trailing].filter { $0 }.count)
        func portion(_ i: Int, _ flexible: Bool) -> Double {
            guard flexible else { return 0 }
            let p = total != 0 && total.isFinite ? delta * parts[i] / total : delta / count
            return p.isFinite ? p : 0
        }
        let newPosition = StackView.finite(position + portion(0, leading))
        let newSize = StackView.finite(max(0, size + portion(1, flexibleSize)))
        return (newPosition, newSize)
    }
}

extension ViewStore {
    func enqueueForLayout(_ view: View) {
        view.layoutQueueSlot = layoutQueue.count
        layoutQueue.append(Unretained(view))
        layoutPending = true
    }
}

extension Engine {
    /// SPEC 12.6's layout pass over every marked view.
    public func layoutIfNeeded() throws {
        try layOut(within: nil)
    }

    /// For the setters that cannot throw (an animatable property changing
    /// inside an animations function): an error is kept and thrown by the next
    /// pass that can.
    func layoutIfNeededKeepingErrors() {
        do {
            try layOut(within: nil)
        } catch {
            if deferredLayoutError == nil { deferredLayoutError = error }
        }
    }

    /// The rounds a pass may take before it is called a loop (SPEC 12.8).
    static let layoutRoundLimit = 100
    /// How deep script-called `layoutIfNeeded()` passes nest inside layoutSubviews.
    static let layoutNestingLimit = 32

    /// Lays out the marked views (all of them, or those of `subtree`): windows
    /// in the application's order, then views outside any window, each tree
    /// top-down (parents before their subviews), marked order among equals.
    /// A view marked while the pass runs joins it; a view marked again after
    /// it was laid out starts a new round; after `layoutRoundLimit` rounds the
    /// pass warns and leaves the rest. An error in a `layoutSubviews` does not
    /// stop the pass: the first is thrown once it is done (a stop is thrown at once).
    func layOut(within subtree: View?) throws {
        if let kept = deferredLayoutError, subtree == nil, !isLayingOut {
            deferredLayoutError = nil
            throw kept
        }
        // (A script's `layoutIfNeeded()` inside a layoutSubviews also finds
        // the marked views the running pass has taken but not reached yet.)
        guard views.layoutPending || (subtree != nil && !layoutInFlight.isEmpty) else { return }
        // The whole pass does not nest (a hit test inside a layoutSubviews);
        // a script's `layoutIfNeeded()` of a subtree does.
        if subtree == nil, isLayingOut { return }
        // A layoutSubviews calling layoutIfNeeded() of a subview whose
        // layoutSubviews does the same, level after level: past this depth the
        // views are left to the pass already running, which reaches them.
        if subtree != nil, layoutInFlight.count >= Self.layoutNestingLimit {
            if !layoutNestingWarned {
                layoutNestingWarned = true
                warn(Words("layoutIfNeeded() nested \(Self.layoutNestingLimit) deep in layoutSubviews; deeper calls "
                           + "leave their views to the layout pass already running",
                           "layoutSubviews 里的 layoutIfNeeded() 已嵌套 \(Self.layoutNestingLimit) 层；"
                           + "更深的调用把视图留给正在进行的布局").text())
            }
            return
        }
        let outer = isLayingOut
        isLayingOut = true
        defer { isLayingOut = outer }
        var firstError: Error?
        layoutRoundSerial &+= 1
        var round = layoutRoundSerial
        var rounds = 1
        while true {
            var places = TreePlaces(windows: application.windows, subtree: subtree)
            var batch: [(view: View, key: TreePlaces.Place)] = []
            let entries = views.layoutQueue
            views.layoutQueue = []
            views.layoutPending = false
            for entry in entries {
                guard let view = entry?.object else { continue }
                view.layoutQueueSlot = -1
                guard view.needsLayout else { continue }
                // SHORTCUT (twin: the batch below, which orders every marked view
                // and calls its layoutSubviews): a view whose layoutSubviews is
                // UIView's own, empty, and not overridden would do nothing when
                // laid out, mark nothing and throw nothing; it is only unmarked.
                // (30,000 views built then touched: the first hit test took 8 ms.)
                if shortcuts, !type(of: view).laysOutItsSubviews, !view.overrides(.layoutSubviews) {
                    view.needsLayout = false
                    continue
                }
                let place = places.place(of: view)
                // Outside the subtree: it waits on, marked.
                if place.inside { batch.append((view, place)) } else { views.enqueueForLayout(view) }
            }
            if subtree != nil {
                // A view is in the arrays of every pass that took it: once here.
                var seen = Set<ObjectIdentifier>()
                for taken in layoutInFlight {
                    for view in taken where view.needsLayout && seen.insert(ObjectIdentifier(view)).inserted {
                        let place = places.place(of: view)
                        if place.inside { batch.append((view, place)) }
                    }
                    work &+= taken.count
                }
            }
            work &+= places.steps + entries.count
            if batch.isEmpty { break }
            if batch.contains(where: { $0.view.layoutRound == round }) {
                rounds += 1
                layoutRoundSerial &+= 1
                round = layoutRoundSerial
                if rounds > Self.layoutRoundLimit {
                    for entry in batch { entry.view.needsLayout = false }
                    warn(Words("layout loop: \(Self.layoutRoundLimit) rounds of layout still left views marked "
                               + "(\(batch.count), first \(batch[0].view.label)); a layoutSubviews keeps marking views "
                               + "that were laid out (setNeedsLayout, or a new size); the rest is left as it is",
                               "布局循环：已布局 \(Self.layoutRoundLimit) 轮，仍有视图被标记（\(batch.count) 个，第一个是 "
                               + "\(batch[0].view.label)）；某个 layoutSubviews 不断标记已布局过的视图（setNeedsLayout 或改了尺寸）；"
                               + "其余的不再布局").text())
                    break
                }
            }
            try spend(batch.count)
            // Top-down: by tree (windows first, in the application's order),
            // then depth, then the order they were marked.
            let ordered = batch.indices.sorted {
                let a = batch[$0].key, b = batch[$1].key
                return (a.tree, a.depth, $0) < (b.tree, b.depth, $1)
            }
            layoutInFlight.append(ordered.map { batch[$0].view })
            defer { layoutInFlight.removeLast() }
            for i in ordered where batch[i].view.needsLayout {
                let view = batch[i].view
                view.needsLayout = false
                view.layoutRound = round
                do {
                    try view.runLayoutSubviews()
                } catch EngineError.stopped {
                    throw EngineError.stopped
                } catch {
                    if firstError == nil { firstError = error }
                }
            }
        }
        if let firstError { throw firstError }
    }

}

/// Where marked views are, for one step of the pass: the tree each is in
/// (windows first, in the application's order, then other trees as met), its
/// depth, and whether it is inside the subtree laid out. Each view's answer is
/// kept, so the views of a chain of any depth cost one walk, not one each.
struct TreePlaces {
    struct Place { var tree: Int, depth: Int, inside: Bool }
    private var known: [ObjectIdentifier: Place] = [:]
    private var trees: [ObjectIdentifier: Int] = [:]
    private let subtree: View?
    /// Views walked (charged as work).
    private(set) var steps = 0

    init(windows: [Window], subtree: View?) {
        self.subtree = subtree
        for (i, window) in windows.enumerated() { trees[ObjectIdentifier(window)] = i }
    }

    mutating func place(of view: View) -> Place {
        if let place = known[ObjectIdentifier(view)] { return place }
        // Up to a view already placed, or the root.
        var path: [View] = []
        var current: View? = view
        var base: Place?
        while let v = current {
            if let place = known[ObjectIdentifier(v)] { base = place; break }
            path.append(v)
            current = v.superview
        }
        steps += path.count
        var place: Place
        if let base {
            place = base
        } else {
            let root = path.removeLast()
            let id = ObjectIdentifier(root)
            let tree: Int
            if let t = trees[id] { tree = t } else { tree = trees.count; trees[id] = tree }
            place = Place(tree: tree, depth: 0, inside: subtree == nil || root === subtree)
            known[id] = place
        }
        for v in path.reversed() {
            place.depth += 1
            if v === subtree { place.inside = true }
            known[ObjectIdentifier(v)] = place
        }
        return place
    }
}
