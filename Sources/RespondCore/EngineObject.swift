/// The base of every object a script can see: responders, recognizers, touches, events.
open class EngineObject: CustomStringConvertible {
    /// The engine this object lives in. The engine outlives its objects.
    private let engineRef: Unretained<Engine>
    public final var engine: Engine { engineRef.object }
    /// Optional label used in printing, traces and `find`.
    public var name: String? { didSet { chargeString(oldValue, name) } }
    /// The class name shown to people: UIKit's, or a script subclass's.
    public var className: String
    /// Host plumbing (`package`): a tag the scripting host may use to find its own class for this object.
    package var hostClassID: Int = 0
    /// Host plumbing: the selectors this very object overrides.
    package var hostOverrideBits: UInt64 = 0
    /// Host plumbing: whether the host keeps state for this object (fields, a script class).
    package var hostHasState = false
    /// Host plumbing: the host slot, where the host finds this object's script
    /// value again (the bridge's index in its registry tables).
    package final var hostSlot: Int32 = 0 { didSet { hostSlotChanged() } }

    /// Bytes charged to the script's memory limit for this object.
    private var chargedBytes = 0

    private var serialNumber = 0
    private var maskGeneration = -1
    private var cachedMask: UInt64 = 0

    /// UIKit's name for the Swift class.
    open class var uikitName: String { "NSObject" }

    public init(engine: Engine) {
        engineRef = Unretained(engine)
        className = Self.uikitName
        chargeMemory(engine.objectCost(self))
    }

    deinit {
        engine.memoryCounter?.pointee -= chargedBytes
    }

    /// Charges the change in size of a string this object holds.
    package final func chargeString(_ old: String?, _ new: String?) {
        chargeMemory((new?.utf8.count ?? 0) - (old?.utf8.count ?? 0))
    }

    /// Charges (or, negative, refunds) memory the engine holds for this object
    /// against the script's limit; all of it is refunded when the object goes.
    package final func chargeMemory(_ bytes: Int) {
        chargedBytes += bytes
        engine.memoryCounter?.pointee += bytes
    }

    /// A per-class, per-run number (deterministic), fixed the first time it is asked for.
    public var serial: Int {
        if serialNumber == 0 { serialNumber = engine.nextSerial(for: className) }
        return serialNumber
    }

    /// `"A"` style label when named, `UIView#3` otherwise.
    open var label: String {
        if let name { return "\(className) \"\(name)\"" }
        return "\(className)#\(serial)"
    }

    /// Whether a script overrides `selector` for this object. A bit test on a mask
    /// the host computes only after overrides change.
    @inline(__always)
    public final func overrides(_ selector: Selector) -> Bool {
        if maskGeneration != engine.overrideGeneration { refreshOverrideMask() }
        return cachedMask & selector.bit != 0
    }

    public final var overrideMask: UInt64 {
        if maskGeneration != engine.overrideGeneration { refreshOverrideMask() }
        return cachedMask
    }

    /// Call when this object's own overrides change.
    public final func invalidateOverrideMask() {
        maskGeneration = -1
        overrideMaskInvalidated()
    }

    /// A subclass that caches override bits elsewhere drops them here.
    open func overrideMaskInvalidated() {}

    /// A subclass that keeps `hostSlot` elsewhere too (a view, in its links)
    /// copies it here.
    package func hostSlotChanged() {}

    private func refreshOverrideMask() {
        maskGeneration = engine.overrideGeneration
        cachedMask = engine.hostOverrideMask(of: self)
    }

    /// Runs a script override. Only called after `overrides(selector)` said yes.
    public final func callOverride(_ selector: Selector, _ arguments: ScriptArguments,
                                   expecting expected: ExpectedResult = .anything) throws -> ScriptValue {
        engine.overrideCalls += 1
        return try engine.host!.callOverride(selector, on: self, arguments, expecting: expected)
    }

    /// Whether the engine itself keeps this object (it is in a hierarchy, attached...).
    open var isHeldByEngine: Bool { false }

    final func holdChanged() { engine.host?.objectHoldChanged(self) }

    /// How the object prints: its label, plus a frame for views.
    open var description: String { label }
}

