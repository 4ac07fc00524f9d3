/// What hit testing reads of a view, kept for every view in one contiguous
/// buffer indexed by the view's slot. A hit test walks these nodes without
/// touching view objects (no reference counting, few cache misses) and turns to
/// the view object only where a script overrides `hitTest` or `pointInside`, or
/// the view is transformed. A node is one 64-byte cache line, aligned: what the
/// walk reads of a view is one memory access; the rest is in `ViewLinks`.
public struct ViewNode {
    /// The centre of the frame, in the superview's coordinates.
    var center: Point
    var bounds: Rect
    var flags: ViewFlags
    /// `Engine.overrideGeneration` when `flags`' override bits were last refreshed.
    var maskGeneration: Int32
    /// The subviews' slots, back to front, in one of two forms (`ViewChildren`).
    var children: ViewChildren

    /// How many subviews.
    var childCount: Int32 { children.count }
    /// The slot of subview `i` (back to front); `i` < `childCount`.
    @inline(__always)
    func child(_ i: Int) -> Int32 { children.child(i) }
}

/// A node's subviews, back to front, in 8 bytes. Most views get their
/// subviews in the order they were made, so their slots follow each other: that
/// is a run, kept as its first slot and its length, and a hit test reads no
/// memory beyond the node to find them. Any other order is a list, allocated
/// apart: the count and capacity, then the slots (`ViewStore.childListHeader`).
/// A run turns into a list the first time a change breaks it, and stays one.
struct ViewChildren {
    /// A run: `first` in the low 32 bits, the count in the high 31, bit 63 clear.
    /// A list: its address with bit 63 set (user-space addresses never have it).
    private var word: UInt64

    private static let listBit: UInt64 = 1 << 63

    static let none = ViewChildren(word: 0)

    static func run(first: Int32, count: Int32) -> ViewChildren {
        ViewChildren(word: UInt64(UInt32(bitPattern: first)) | UInt64(UInt32(count)) << 32)
    }

    static func list(_ list: UnsafeMutablePointer<Int32>) -> ViewChildren {
        ViewChildren(word: UInt64(UInt(bitPattern: list)) | listBit)
    }

    /// The list, when the subviews are kept as one.
    @inline(__always)
    var list: UnsafeMutablePointer<Int32>? {
        guard word & Self.listBit != 0 else { return nil }
        return UnsafeMutablePointer(bitPattern: UInt(word & ~Self.listBit))
    }

    /// The first slot of a run (meaningless for a list).
    @inline(__always)
    var runFirst: Int32 { Int32(truncatingIfNeeded: word) }

    @inline(__always)
    var count: Int32 {
        if let list { return list[0] }
        return Int32(truncatingIfNeeded: word >> 32)
    }

    @inline(__always)
    func child(_ i: Int) -> Int32 {
        if let list { return list[ViewStore.childListHeader + i] }
        return runFirst &+ Int32(truncatingIfNeeded: i)
    }
}

/// What the responder chain's walk reads of a view (`ViewStore.links`), and
/// what a script most often asks of the view a hit test returns (its host slot
/// and its tag): 24 bytes a view, so that answering `hitTest(p).tag` reads this
/// small array instead of the view object, which is far larger and seldom in
/// the cache.
struct ViewLinks {
    /// The superview's slot, -1 without one.
    var parent: Int32
    /// The view's `hostSlot` (kept in step by `View.hostSlotChanged`).
    var hostSlot: Int32
    /// The selectors a script overrides (valid for the node's `maskGeneration`).
    var overrideMask: UInt64
    /// `View.tag` (its storage).
    var tag: Int
}

/// Flags of a node (`ViewNode.flags`).
public struct ViewFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

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

    /// Any of these and a hit test skips the view.
    static let skipped: ViewFlags = [.hidden, .interactionDisabled, .transparent, .refuses]
}

/// The nodes of one engine's views.
public final class ViewStore {
    private(set) var nodes: UnsafeMutablePointer<ViewNode>
    private(set) var links: UnsafeMutablePointer<ViewLinks>
    /// Slot -> view, unretained (each view frees its slot when it goes).
    private(set) var objects: UnsafeMutablePointer<Unmanaged<View>?>
    private var capacity: Int
    private var used = 0
    private var freeSlots: [Int32] = []
    /// How many recognizers are attached to this engine's views: with none, a
    /// touch has no recognizer to collect (the walk up its chain is skipped).
    /// Kept here, not on the engine: a view going after its engine still counts.
    var attachedRecognizers = 0
    /// The hit test's explicit stack, reused between walks.
    var walkStack: [HitFrame] = []

    struct HitFrame {
        let slot: Int32
        let point: Point
        var next: Int32
    }

    public init() {
        capacity = 64
        nodes = Self.allocateNodes(capacity)
        links = .allocate(capacity: capacity)
        objects = .allocate(capacity: capacity)
    }

    deinit {
        for slot in 0..<used { nodes[slot].children.list?.deallocate() }
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
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            if used == capacity { grow() }
            slot = Int32(used)
            used += 1
        }
        (nodes + Int(slot)).initialize(to: ViewNode(center: center, bounds: bounds, flags: flags, maskGeneration: -1,
                                                    children: .none))
        (links + Int(slot)).initialize(to: ViewLinks(parent: -1, hostSlot: 0, overrideMask: 0, tag: 0))
        objects[Int(slot)] = nil
        return slot
    }

    func attach(_ view: View, at slot: Int32) {
        objects[Int(slot)] = Unmanaged.passUnretained(view)
    }

    func free(_ slot: Int32) {
        // Subviews outliving their superview (held by a script) have none now.
        let node = nodes[Int(slot)]
        for i in 0..<Int(node.childCount) where links[Int(node.child(i))].parent == slot {
            links[Int(node.child(i))].parent = -1
        }
        node.children.list?.deallocate()
        nodes[Int(slot)].children = .none
        objects[Int(slot)] = nil
        freeSlots.append(slot)
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
    func view(_ slot: Int32) -> View { objects[Int(slot)]!.takeUnretainedValue() }

    /// The `tag` of the view at `slot`, which must be a live view's (a host
    /// holding the view knows its slot): read without touching the view object.
    @inline(__always)
    public func tag(ofSlot slot: Int32) -> Int { links[Int(slot)].tag }

    // MARK: Children (mirroring `View.subviews`)

    /// Entries before the slots in a child list: the count and the capacity.
    static let childListHeader = 2

    func insertChild(_ child: Int32, into parent: Int32, at index: Int) {
        let p = nodes + Int(parent)
        let children = p.pointee.children
        let count = Int(children.count)
        if children.list == nil {
            if count == 0 {
                p.pointee.children = .run(first: child, count: 1)
            } else if index == count && child == children.runFirst &+ Int32(count) {
                p.pointee.children = .run(first: children.runFirst, count: Int32(count + 1))
            } else {
                p.pointee.children = .list(makeList(copying: children, capacity: max(4, count * 2)))
                insertIntoList(child, p, at: index)
            }
        } else {
            insertIntoList(child, p, at: index)
        }
        links[Int(child)].parent = parent
    }

    func removeChild(at index: Int, from parent: Int32) {
        let p = nodes + Int(parent)
        let children = p.pointee.children
        links[Int(children.child(index))].parent = -1
        let count = Int(children.count)
        if children.list == nil {
            // Either end of a run leaves a run; the middle makes a list.
            if index == count - 1 {
                p.pointee.children = .run(first: children.runFirst, count: Int32(count - 1))
                return
            }
            if index == 0 {
                p.pointee.children = .run(first: children.runFirst &+ 1, count: Int32(count - 1))
                return
            }
            p.pointee.children = .list(makeList(copying: children, capacity: count))
        }
        let list = p.pointee.children.list!
        let header = Self.childListHeader
        for i in index..<(count - 1) { list[header + i] = list[header + i + 1] }
        list[0] = Int32(count - 1)
    }

    /// A list holding a run's slots, with room for `capacity`.
    private func makeList(copying run: ViewChildren, capacity: Int) -> UnsafeMutablePointer<Int32> {
        let count = Int(run.count)
        let list = UnsafeMutablePointer<Int32>.allocate(capacity: Self.childListHeader + capacity)
        list[0] = Int32(count)
        list[1] = Int32(capacity)
        for i in 0..<count { list[Self.childListHeader + i] = run.child(i) }
        return list
    }

    private func insertIntoList(_ child: Int32, _ p: UnsafeMutablePointer<ViewNode>, at index: Int) {
        let header = Self.childListHeader
        var list = p.pointee.children.list!
        let count = Int(list[0])
        if count == Int(list[1]) {
            let newCapacity = max(4, count * 2)
            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: header + newCapacity)
            grown.moveInitialize(from: list, count: header + count)
            list.deallocate()
            grown[1] = Int32(newCapacity)
            p.pointee.children = .list(grown)
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
