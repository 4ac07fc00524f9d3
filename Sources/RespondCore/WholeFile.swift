#if canImport(Glibc)
import Glibc
#endif

/// The project's one whole-file reader, on the C library (no Foundation), for
/// dumps (`HierarchyDump.load`), the exercises' files (`ExerciseFiles`) and a
/// script that did not compile (`LuaRuntime.run(file:)`, for `NonASCIIScanner`).
/// Host plumbing: `package`, not part of the engine's API.
package enum WholeFile {
    /// Why the file could not be read: the C library's words (`strerror`),
    /// or what the file is when it is not a regular file of a size we read,
    /// in English and Simplified Chinese.
    package struct Failure: Error {
        package let reason: String
        package let reasonZh: String

        package init(reason: String, reasonZh: String? = nil) {
            self.reason = reason
            self.reasonZh = reasonZh ?? reason
        }
    }

    /// The most a file named by a user is read to (64 MB; `bytes(_:atMost:)` takes another).
    package static let defaultLimit = 64 << 20

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
        try? bytes(path, atMost: limit)
    }

    /// The bytes of the file at `path`, checked before they are read: it is
    /// opened without waiting (a FIFO with no writer would wait for ever), and
    /// only a regular file of at most `limit` bytes is read, to `limit` bytes
    /// at most even if it grows meanwhile (issue 31: `/dev/zero` grew a reader
    /// to gigabytes, a FIFO hung it). Anything else is a `Failure` saying what
    /// the file is.
    package static func bytes(_ path: String, atMost limit: Int = defaultLimit) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        if let kind = kindRefused(info.st_mode) { throw kind }
        guard info.st_size <= limit else { throw tooLarge(Int(info.st_size), limit) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw Failure(reason: String(cString: strerror(errno))) }
            if n == 0 { return bytes }
            guard bytes.count + n <= limit else { throw tooLarge(bytes.count + n, limit) }
            bytes.append(contentsOf: buffer[0..<n])
        }
    }

    /// What a file that is not a regular file is, as a failure to read it.
    static func kindRefused(_ mode: mode_t) -> Failure? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return Failure(reason: "it is a directory", reasonZh: "它是一个文件夹")
        case S_IFIFO: return Failure(reason: "it is a named pipe (FIFO), not a regular file",
                                     reasonZh: "它是一个命名管道（FIFO），不是普通文件")
        case S_IFCHR: return Failure(reason: "it is a character device, not a regular file",
                                     reasonZh: "它是一个字符设备，不是普通文件")
        case S_IFBLK: return Failure(reason: "it is a block device, not a regular file",
                                     reasonZh: "它是一个块设备，不是普通文件")
        case S_IFSOCK: return Failure(reason: "it is a socket, not a regular file", reasonZh: "它是一个套接字，不是普通文件")
        default: return Failure(reason: "it is not a regular file", reasonZh: "它不是普通文件")
        }
    }

    static func tooLarge(_ size: Int, _ limit: Int) -> Failure {
        let mb = limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) bytes"
        return Failure(reason: "it is larger than \(mb) (at least \(size) bytes), more than this reads",
                       reasonZh: "它大于 \(mb)（至少 \(size) 字节），超出了可以读取的大小")
    }
}
