#if canImport(Glibc)
import Glibc
#endif

/// The pipes between the server and a page's engine worker: frames of a kind
/// byte and a payload, each preceded by its length (4 bytes, big-endian).
/// Blocking reads and writes, each pipe end used by one thread at a time.
///
/// Server to worker: `Q` a page's request (its JSON text, as the page sent it).
/// Worker to server: `M` a message for the page, `R` ready (JSON: the script's
/// problem and the watched file, after the first load), `H` a heartbeat (the
/// worker's watchdog, every second), `S` stuck (a job ran past the time limit
/// and did not stop when interrupted: the server ends the worker).
enum WorkerPipe {
    /// The largest frame either side accepts (a state message with 2,000 views
    /// and 20,000 trace records is far below it).
    static let maximumFrame = 256 << 20

    /// Writes one frame; false when the other side is gone.
    static func write(_ fd: Int32, kind: UInt8, _ payload: String) -> Bool {
        var bytes = [UInt8]()
        let body = payload.utf8
        let length = body.count + 1
        guard length <= maximumFrame else { return false }
        bytes.reserveCapacity(length + 4)
        bytes.append(UInt8(truncatingIfNeeded: length >> 24))
        bytes.append(UInt8(truncatingIfNeeded: length >> 16))
        bytes.append(UInt8(truncatingIfNeeded: length >> 8))
        bytes.append(UInt8(truncatingIfNeeded: length))
        bytes.append(kind)
        bytes.append(contentsOf: body)
        return writeAll(fd, bytes)
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }

    /// Reads one frame; nil at the end of the pipe or on a malformed frame.
    static func read(_ fd: Int32) -> (kind: UInt8, payload: String)? {
        guard let header = readExactly(fd, 4) else { return nil }
        let length = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        guard length >= 1, length <= maximumFrame, let body = readExactly(fd, length) else { return nil }
        return (body[0], String(decoding: body[1...], as: UTF8.self))
    }

    private static func readExactly(_ fd: Int32, _ count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + offset, count - offset) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return nil }
            offset += n
        }
        return bytes
    }
}
