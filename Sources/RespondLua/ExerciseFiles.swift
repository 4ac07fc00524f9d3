#if canImport(Glibc)
import Glibc
#endif
import RespondCore

/// An exercise command that cannot be carried out, in one plain line.
/// `usage` errors are about what was typed (exit 2); the others about files (exit 1).
public struct ExerciseError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public let usage: Bool

    public init(_ message: String, usage: Bool = false) {
        self.message = message
        self.usage = usage
    }

    public var description: String { message }
}

/// The few file operations the exercises need, on the C library, so that a
/// failure reads as one line (`cannot read X: Permission denied`) and never as a
/// Foundation error dump.
enum ExerciseFiles {
    static func reason() -> String { String(cString: strerror(errno)) }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func read(_ path: String) throws -> String {
        if isDirectory(path) { throw ExerciseError("cannot read \(path): it is a directory") }
        do {
            return try WholeFile.read(path)
        } catch let failure as WholeFile.Failure {
            throw ExerciseError("cannot read \(path): \(failure.reason)")
        }
    }

    /// Writes through a temporary file and a rename, so a failure leaves the old file.
    static func write(_ text: String, to path: String) throws {
        let temporary = path + ".writing"
        guard let file = fopen(temporary, "w") else { throw ExerciseError("cannot write \(path): \(reason())") }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            let why = reason()
            unlink(temporary)
            throw ExerciseError("cannot write \(path): \(why)")
        }
        guard rename(temporary, path) == 0 else {
            let why = reason()
            unlink(temporary)
            throw ExerciseError("cannot write \(path): \(why)")
        }
    }

    /// `mkdir -p`.
    static func makeDirectory(_ path: String) throws {
        if isDirectory(path) { return }
        if exists(path) { throw ExerciseError("cannot use \(path) as a folder: it is a file") }
        var parts: [Substring] = []
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            parts.append(part)
            current += "/" + part
            if isDirectory(current) { continue }
            if exists(current) { throw ExerciseError("cannot make the folder \(path): \(current) is a file") }
            if mkdir(current, 0o755) != 0 && !isDirectory(current) {
                throw ExerciseError("cannot make the folder \(path): \(reason())")
            }
        }
    }

    /// The names in a directory, sorted.
    static func list(_ path: String) throws -> [String] {
        guard let dir = opendir(path) else { throw ExerciseError("cannot read the folder \(path): \(reason())") }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    static func remove(_ path: String) {
        unlink(path)
    }
}
