/// A reference that neither owns nor retains its object, as `unowned(unsafe)`,
/// but that costs no reference counting where it is read: the compiler retains
/// and releases an `unowned(unsafe)` reference around every use, and the
/// engine's parts read their engine on every event. The object must outlive
/// every read (an engine outlives its objects; the engine keeps its parts).
public struct Unretained<Object: AnyObject> {
    // Public and inlinable, for the bridge: these run on every call from Lua.
    // (As `package` with `@inlinable`, Swift 6.3 called the generic initializer
    // out of line from RespondLua, retaining the object before and releasing it
    // inside: two calls and four reference counts on every native call.)
    @usableFromInline let reference: Unmanaged<Object>

    @inlinable @inline(__always)
    public init(_ object: Object) { reference = .passUnretained(object) }

    @inlinable @inline(__always)
    public var object: Object { reference.borrowed }
}

/// A back-pointer (a view's superview, a controller's window): it neither owns
/// nor retains its object, and whoever owns the object clears it when letting go,
/// as with `unowned(unsafe)`. Reading it gives an ordinary strong reference,
/// which keeps the object alive for as long as the reader uses it (a script
/// may run meanwhile), taken with a non-atomic retain.
///
/// Why not `unowned(unsafe)`: the compiler retains every read of one
/// atomically, even in this single-threaded build (`-assume-single-threaded`
/// does not reach those retains), and an atomic retain costs about 5 ns on the
/// machines measured: some 30 of them a tap on an ordinary responder chain.
///
/// A property wrapper: `@BackPointer var superview: View? = nil` reads and
/// writes as an ordinary optional reference; `$superview` is the pointer
/// itself, for `borrowed` and `points(at:)`.
@propertyWrapper
public struct BackPointer<Object: AnyObject> {
    private var reference: Unmanaged<Object>?

    @inline(__always)
    public init(wrappedValue object: Object?) { reference = object.map { .passUnretained($0) } }

    /// The object, owned by the reader like any strong reference.
    @inline(__always)
    public var wrappedValue: Object? {
        get { reference?.owned }
        set { reference = newValue.map { .passUnretained($0) } }
    }

    @inline(__always)
    public var projectedValue: BackPointer<Object> { self }

    /// The object, borrowed: no reference counting at all. Only for reads that
    /// nothing can interrupt (no script runs while the reference is used).
    @inline(__always)
    public var borrowed: Object? { reference?.borrowed }

    /// Whether it points at `object` (no reference counting).
    @inline(__always)
    public func points(at object: AnyObject) -> Bool { reference?.toOpaque() == Unmanaged.passUnretained(object).toOpaque() }
}

extension Unmanaged {
    /// The object, borrowed: no reference counting. Something else must keep
    /// it alive while it is used, and no script may run meanwhile (a script can
    /// let go of anything).
    @inlinable @inline(__always)
    public var borrowed: Instance { _withUnsafeGuaranteedRef { $0 } }

    /// The object as an ordinary strong reference, as `takeUnretainedValue()`:
    /// retained where the compiler needs it to be (across a call that could let
    /// go of it), without atomics. (`takeUnretainedValue()` retains atomically
    /// even in this single-threaded build; a reference made from the address
    /// is retained as any other.)
    @inlinable @inline(__always)
    public var owned: Instance { unsafeBitCast(toOpaque(), to: Instance.self) }
}
