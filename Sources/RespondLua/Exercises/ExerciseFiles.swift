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

    static func cannotWrite(_ path: String, _ why: String) -> String {
        Words("cannot write \(path): \(why)", "无法写入 \(path)：\(why)").text()
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The file's text, with its line ends (CR LF, a CR alone) made plain LF
    /// as Lua counts lines, and a byte order mark left out, unless
    /// `keepingLineEnds`: a teacher's or a learner's editor may save them, and
    /// the exercises read their files line by line.
    /// The largest exercise file, copy or workspace record read (1 MB; the
    /// largest shipped exercise is a few KB): a copy linked to a device, a FIFO
    /// or a huge file is refused, naming it and saying what it is (issue 31).
    static let fileLimit = 1 << 20

    static func read(_ path: String, keepingLineEnds: Bool = false) throws -> String {
        do {
            let bytes = try WholeFile.bytes(path, atMost: fileLimit)
            return keepingLineEnds ? String(decoding: bytes, as: UTF8.self) : plainText(bytes)
        } catch let failure as WholeFile.Failure {
            throw ExerciseError(Words("cannot read \(path): \(failure.reason)", "无法读取 \(path)：\(failure.reasonZh)").text())
        }
    }

    /// The bytes as text without a byte order mark, its line ends made LF as
    /// Lua counts them (`WholeFile.plainLines`).
    static func plainText(_ bytes: [UInt8]) -> String {
        String(decoding: WholeFile.plainLines(bytes, asLuaCounts: true), as: UTF8.self)
    }

    /// Writes through a temporary file and a rename, so a failure leaves the old file.
    static func write(_ text: String, to path: String) throws {
        let temporary = path + ".writing"
        guard let file = fopen(temporary, "w") else { throw ExerciseError(cannotWrite(path, reason())) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            let why = reason()
            unlink(temporary)
            throw ExerciseError(cannotWrite(path, why))
        }
        guard Glibc.rename(temporary, path) == 0 else {
            let why = reason()
            unlink(temporary)
            throw ExerciseError(cannotWrite(path, why))
        }
    }

    /// `mkdir -p`.
    static func makeDirectory(_ path: String) throws {
        if isDirectory(path) { return }
        if exists(path) { throw ExerciseError(Words("cannot use \(path) as a folder: it is a file", "无法把 \(path) 当作文件夹：它是一个文件").text()) }
        var parts: [Substring] = []
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            parts.append(part)
            current += "/" + part
            if isDirectory(current) { continue }
            if exists(current) { throw ExerciseError(Words("cannot make the folder \(path): \(current) is a file", "无法创建文件夹 \(path)：\(current) 是一个文件").text()) }
            if mkdir(current, 0o755) != 0 && !isDirectory(current) {
                throw ExerciseError(Words("cannot make the folder \(path): \(reason())", "无法创建文件夹 \(path)：\(reason())").text())
            }
        }
    }

    /// The names in a directory, sorted.
    static func list(_ path: String) throws -> [String] {
        guard let dir = opendir(path) else { throw ExerciseError(Words("cannot read the folder \(path): \(reason())", "无法读取文件夹 \(path)：\(reason())").text()) }
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

    /// Renames a file (a copy under an exercise's former name).
    static func rename(_ from: String, to: String) throws {
        guard Glibc.rename(from, to) == 0 else { throw ExerciseError(Words("cannot rename \(from) to \(to): \(reason())",
                                                                     "无法把 \(from) 改名为 \(to)：\(reason())").text()) }
    }

    static func remove(_ path: String) {
        unlink(path)
    }
}
