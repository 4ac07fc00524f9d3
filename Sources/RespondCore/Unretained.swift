/// A reference that neither owns nor retains its object, as `unowned(unsafe)`,
/// but that costs no reference counting where it is read: the compiler retains
/// and releases an `unowned(unsafe)` reference around every use, and the
/// engine's parts read their engine on every event. The object must outlive
/// every read (an engine outlives its objects; the engine keeps its parts).
public struct Unretained<Object: AnyObject> {
    private let reference: Unmanaged<Object>

    @inline(__always)
    public init(_ object: Object) { reference = .passUnretained(object) }

    @inline(__always)
    public var object: Object { reference._withUnsafeGuaranteedRef { $0 } }
}
