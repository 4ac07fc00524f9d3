#if canImport(Glibc)
import Glibc
#endif

/// The process's environment, read at start-up without making Swift strings:
/// `getenv` of a Swift `String` copies it into an array of C characters first,
/// and the first such array makes the runtime build its type (a measurable
/// share of an empty run).
public enum ProcessEnvironment {
    /// The value of `name`, or nil when it is not set.
    public static func value(_ name: StaticString) -> UnsafeMutablePointer<CChar>? {
        getenv(UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self))
    }

    /// Whether `name` is set to exactly `expected`.
    public static func value(_ name: StaticString, is expected: StaticString) -> Bool {
        guard let value = value(name) else { return false }
        return strcmp(value, UnsafeRawPointer(expected.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
    }
}
