#if canImport(Glibc)
import Glibc
#endif

/// The project's one whole-file reader, on the C library (no Foundation), for
/// dumps (`HierarchyDump.load`), the exercises' files (`ExerciseFiles`) and a
/// script that did not compile (`LuaRuntime.run(file:)`, for `NonASCIIScanner`).
/// Host plumbing: `package`, not part of the engine's API.
package enum WholeFile {
    /// Why the file could not be read: the C library's words (`strerror`).
    package struct Failure: Error {
        package let reason: String
    }

    /// The file's bytes as UTF-8 text (bad sequences replaced).
    package static func read(_ path: String) throws -> String {
        String(decoding: try bytes(path), as: UTF8.self)
    }

    /// Text as any editor may save it, made plain: without a UTF-8 byte order
    /// mark, and with every CR LF made LF. With `asLuaCounts`, line ends are
    /// made LF as Lua counts lines (CR LF, LF CR and a CR alone each end one),
    /// so that a line number Lua reports is the line of this text (the
    /// exercises); without, a CR alone is kept as text (a dump copied from a
    /// log may hold one inside a field).
    package static func plainLines(_ bytes: [UInt8], asLuaCounts: Bool) -> [UInt8] {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let hasCR = bytes.withUnsafeBufferPointer { buffer in
            buffer.count > start && memchr(buffer.baseAddress! + start, 13, buffer.count - start) != nil
        }
        guard hasCR else { return start == 0 ? bytes : Array(bytes[start...]) }
        var plain: [UInt8] = []
        plain.reserveCapacity(bytes.count - start)
        var i = start
        while i < bytes.count {
            let byte = bytes[i]
            i += 1
            if byte == 13, i < bytes.count, bytes[i] == 10 {
                plain.append(10)
                i += 1
            } else if asLuaCounts, byte == 10 || byte == 13 {
                plain.append(10)
                // The other one of a pair belongs to the same line end (llex.c's inclinenumber).
                if i < bytes.count, bytes[i] == 10 || bytes[i] == 13, bytes[i] != byte { i += 1 }
            } else {
                plain.append(byte)
            }
        }
        return plain
    }

    /// The bytes of a regular file of at most `limit` bytes; nil for anything
    /// else (a pipe, which opening would wait on, a device, a directory, a file
    /// too large) or a file that cannot be read. For reading again a file that
    /// something else has read already.
    package static func regularFileBytes(_ path: String, atMost limit: Int) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= limit else { return nil }
        return try? bytes(path)
    }

    /// The file's bytes.
    package static func bytes(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw Failure(reason: String(cString: strerror(errno))) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count {
                if ferror(file) != 0 { throw Failure(reason: String(cString: strerror(errno))) }
                break
            }
        }
        return bytes
    }
}
