/// What hit testing reads of a view, kept for every view in one contiguous
/// buffer indexed by the view's node index. A hit test walks these nodes without
/// touching view objects (no reference counting, few cache misses) and turns to
/// the view object only where a script overrides `hitTest` or `pointInside`, or
/// the view is transformed. A node is one 64-byte cache line, aligned: what the
/// walk reads of a view is one memory access; the rest is in `ViewLinks`.
package struct ViewNode {
    /// The centre of the frame, in the superview's coordinates.
    var center: Point
    var bounds: Rect
    var flags: ViewFlags
    /// `Engine.overrideGeneration` when `flags`' override bits were last refreshed.
    var maskGeneration: Int32
    /// The subviews' node indices, back to front, in one of two forms. Most views get
    /// their subviews in the order they were made, so their node indices follow each
    /// other: that is a run, kept here as its first node index (low 32 bits) and its
    /// length (high 32), and a hit test reads no memory beyond the node to find
    /// them. Any other order is a list, allocated apart, whose address this is
    /// when `flags` has `.childList` (kept as a plain address, which leak
    /// checkers recognise): the count and capacity, then the node indices
    /// (`ViewStore.childListHeader`). A run turns into a list the first time a
    /// change breaks it, and stays one.
    private var childWord: UInt64

    init(center: Point, bounds: Rect, flags: ViewFlags) {
        self.center = center
        self.bounds = bounds
        self.flags = flags.subtracting(.childList)
        maskGeneration = -1
        childWord = 0
    }

    /// The list, when the subviews are kept as one.
    @inline(__always)
    var childList: UnsafeMutablePointer<Int32>? {
        flags.contains(.childList) ? UnsafeMutablePointer(bitPattern: UInt(childWord)) : nil
    }

    /// The first node index of a run (meaningless for a list).
    @inline(__always)
    var childRunFirst: Int32 { Int32(truncatingIfNeeded: childWord) }

    /// How many subviews.
    @inline(__always)
    var childCount: Int32 {
        if let list = childList { return list[0] }
        return Int32(truncatingIfNeeded: childWord >> 32)
    }

    /// The node index of subview `i` (back to front); `i` < `childCount`.
    @inline(__always)
    func child(_ i: Int) -> Int32 {
        if let list = childList { return list[ViewStore.childListHeader + i] }
        return childRunFirst &+ Int32(truncatingIfNeeded: i)
    }

    mutating func setChildRun(first: Int32, count: Int32) {
        flags.remove(.childList)
        childWord = UInt64(UInt32(bitPattern: first)) | UInt64(UInt32(bitPattern: count)) << 32
    }

    mutating func setChildList(_ list: UnsafeMutablePointer<Int32>) {
        flags.insert(.childList)
        childWord = UInt64(UInt(bitPattern: list))
    }
}

/// What the responder chain's walk reads of a view (`ViewStore.links`), and
/// what a script most often asks of the view a hit test returns (its host slot
/// and its tag): 24 bytes a view, so that answering `hitTest(p).tag` reads this
/// small array instead of the view object, which is far larger and seldom in
/// the cache.
@usableFromInline
struct ViewLinks {
    /// The superview's node index, -1 without one.
    var parent: Int32
    /// The view's `hostSlot` (kept in step by `View.hostSlotChanged`).
    @usableFromInline var hostSlot: Int32
    /// The selectors a script overrides (valid for the node's `maskGeneration`).
    var overrideMask: UInt64
    /// `View.tag` (its storage).
    @usableFromInline var tag: Int
}

/// Flags of a node (`ViewNode.flags`).
package struct ViewFlags: OptionSet, Sendable {
    package let rawValue: UInt32
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    static let hidden = ViewFlags(rawValue: 1 << 0)
    static let interactionDisabled = ViewFlags(rawValue: 1 << 1)
    /// alpha < 0.01
    static let transparent = ViewFlags(rawValue: 1 << 2)
    static let transformed = ViewFlags(rawValue: 1 << 3)
    /// A subclass may refuse touches before `pointInside` (a disabled control).
    static let refuses = ViewFlags(rawValue: 1 << 4)
    /// A script overrides `hitTest` / `pointInside` (valid for `maskGeneration`).
    static let overridesHitTest = ViewFlags(rawValue: 1 << 5)
    static let overridesPointInside = ViewFlags(rawValue: 1 << 6)
    /// The view's next responder is not its superview: it is a window, or a
    /// controller's root view.
    static let chainSpecial = ViewFlags(rawValue: 1 << 7)
    /// The class handles touches itself instead of handing them on (a control).
    static let handlesTouches = ViewFlags(rawValue: 1 << 8)
    /// The node's subviews are a list, not a run (`ViewNode.childList`).
    static let childList = ViewFlags(rawValue: 1 << 9)

    /// Any of these and a hit test skips the view.
    static let skipped: ViewFlags = [.hidden, .interactionDisabled, .transparent, .refuses]
}

/// The nodes of one engine's views.
public final class ViewStore {
    private(set) var nodes: UnsafeMutablePointer<ViewNode>
    @usableFromInline private(set) var links: UnsafeMutablePointer<ViewLinks>
    /// Node index -> view, unretained (each view frees its index when it goes).
    @usableFromInline private(set) var objects: UnsafeMutablePointer<Unmanaged<View>?>
    private var capacity: Int
    private var used = 0
    private var freeIndices: [Int32] = []
    /// How many recognizers are attached to this engine's views: with none, a
    /// touch has no recognizer to collect (the walk up its chain is skipped).
    /// Kept here, not on the engine: a view going after its engine still counts.
    var attachedRecognizers = 0
    /// Some view waits for the layout pass (`layoutQueue` is not empty).
    var layoutPending = false
    /// The views marked for layout (`View.setNeedsLayout`), in the order
    /// marked (SPEC 12.6; the pass is `Engine.layoutIfNeeded`, in Layout.swift).
    /// Not retained: a marked view the script lets go of goes, and clears its
    /// entry (`View.layoutQueueSlot`). Kept here, not on the engine: a view
    /// going after its engine still clears it.
    var layoutQueue: [Unretained<View>?] = []
    package init() {
        capacity = 64
        nodes = Self.allocateNodes(capacity)
        links = .allocate(capacity: capacity)
        objects = .allocate(capacity: capacity)
    }

    deinit {
        for nodeIndex in 0..<used { nodes[nodeIndex].childList?.deallocate() }
        nodes.deallocate()
        links.deallocate()
        objects.deallocate()
    }

    /// Nodes start on a cache line, so each one is exactly one.
    private static func allocateNodes(_ capacity: Int) -> UnsafeMutablePointer<ViewNode> {
        UnsafeMutableRawPointer.allocate(byteCount: capacity * MemoryLayout<ViewNode>.stride, alignment: 64)
            .bindMemory(to: ViewNode.self, capacity: capacity)
    }

    /// How many bytes a node costs (for the script's memory limit).
    static let nodeCost = MemoryLayout<ViewNode>.stride + MemoryLayout<ViewLinks>.stride
        + MemoryLayout<Unmanaged<View>?>.stride

    /// A node for a view being made; `attach` it to the view once it exists.
    func allocate(center: Point, bounds: Rect, flags: ViewFlags) -> Int32 {
        let nodeIndex: Int32
        if let free = freeIndices.popLast() {
            nodeIndex = free
        } else {
            if used == capacity { grow() }
            nodeIndex = Int32(used)
            used += 1
        }
        (nodes + Int(nodeIndex)).initialize(to: ViewNode(center: center, bounds: bounds, flags: flags))
        (links + Int(nodeIndex)).initialize(to: ViewLinks(parent: -1, hostSlot: 0, overrideMask: 0, tag: 0))
        objects[Int(nodeIndex)] = nil
        return nodeIndex
    }

    func attach(_ view: View, at nodeIndex: Int32) {
        objects[Int(nodeIndex)] = Unmanaged.passUnretained(view)
    }

    func free(_ nodeIndex: Int32) {
        // Subviews outliving their superview (held by a script) have none now.
        let node = nodes[Int(nodeIndex)]
        for i in 0..<Int(node.childCount) where links[Int(node.child(i))].parent == nodeIndex {
            links[Int(node.child(i))].parent = -1
        }
        node.childList?.deallocate()
        nodes[Int(nodeIndex)].setChildRun(first: 0, count: 0)
        objects[Int(nodeIndex)] = nil
        freeIndices.append(nodeIndex)
    }

    private func grow() {
        let newCapacity = capacity * 2
        move(&nodes, to: Self.allocateNodes(newCapacity))
        move(&links, to: .allocate(capacity: newCapacity))
        move(&objects, to: .allocate(capacity: newCapacity))
        capacity = newCapacity
    }

    /// Moves the used part of a buffer into a larger one, which replaces it.
    private func move<T>(_ buffer: inout UnsafeMutablePointer<T>, to larger: UnsafeMutablePointer<T>) {
        larger.moveInitialize(from: buffer, count: used)
        buffer.deallocate()
        buffer = larger
    }

    @inline(__always)
    func view(_ nodeIndex: Int32) -> View { objects[Int(nodeIndex)]!.owned }

    /// The `tag` of the view at `nodeIndex`, which must be a live view's (a host
    /// holding the view knows its node index): read without touching the view object.
    @inline(__always)
    @inlinable public func tag(ofNode nodeIndex: Int32) -> Int { links[Int(nodeIndex)].tag }

    // MARK: Children (mirroring `View.subviews`)

    /// Entries before the node indices in a child list: the count and the capacity.
    static let childListHeader = 2

    func insertChild(_ child: Int32, into parent: Int32, at index: Int) {
        let p = nodes + Int(parent)
        let count = Int(p.pointee.childCount)
        if p.pointee.childList == nil {
            let first = p.pointee.childRunFirst
            if count == 0 {
                p.pointee.setChildRun(first: child, count: 1)
            } else if index == count && child == first &+ Int32(count) {
                p.pointee.setChildRun(first: first, count: Int32(count + 1))
            } else {
                p.pointee.setChildList(makeList(copying: p.pointee, capacity: max(4, count * 2)))
                insertIntoList(child, p, at: index)
            }
        } else {
            insertIntoList(child, p, at: index)
        }
        links[Int(child)].parent = parent
    }

    func removeChild(at index: Int, from parent: Int32) {
        let p = nodes + Int(parent)
        links[Int(p.pointee.child(index))].parent = -1
        let count = Int(p.pointee.childCount)
        if p.pointee.childList == nil {
            // Either end of a run leaves a run; the middle makes a list.
            let first = p.pointee.childRunFirst
            if index == count - 1 {
                p.pointee.setChildRun(first: first, count: Int32(count - 1))
                return
            }
            if index == 0 {
                p.pointee.setChildRun(first: first &+ 1, count: Int32(count - 1))
                return
            }
            p.pointee.setChildList(makeList(copying: p.pointee, capacity: count))
        }
        let list = p.pointee.childList!
        let header = Self.childListHeader
        for i in index..<(count - 1) { list[header + i] = list[header + i + 1] }
        list[0] = Int32(count - 1)
    }

    /// A list holding a node's run of subviews, with room for `capacity`.
    private func makeList(copying node: ViewNode, capacity: Int) -> UnsafeMutablePointer<Int32> {
        let count = Int(node.childCount)
        let list = UnsafeMutablePointer<Int32>.allocate(capacity: Self.childListHeader + capacity)
        list[0] = Int32(count)
        list[1] = Int32(capacity)
        for i in 0..<count { list[Self.childListHeader + i] = node.child(i) }
        return list
    }

    private func insertIntoList(_ child: Int32, _ p: UnsafeMutablePointer<ViewNode>, at index: Int) {
        let header = Self.childListHeader
        var list = p.pointee.childList!
        let count = Int(list[0])
        if count == Int(list[1]) {
            let newCapacity = max(4, count * 2)
            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: header + newCapacity)
            grown.moveInitialize(from: list, count: header + count)
            list.deallocate()
            grown[1] = Int32(newCapacity)
            p.pointee.setChildList(grown)
            list = grown
        }
        var i = count
        while i > index {
            list[header + i] = list[header + i - 1]
            i -= 1
        }
        list[header + index] = child
        list[0] = Int32(count + 1)
    }

    /// The extra bytes a parent's child list takes for one more child.
    static let childCost = MemoryLayout<Int32>.stride * 2
}
