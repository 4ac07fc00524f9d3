import Foundation
import NIOCore

/// Which of the server's connections have shown the token, for `PageDoor`.
///
/// A connection is a stranger from when it opens until a request head of its
/// passes the door's check (the token, `Host`, `Origin`); then it is the page's
/// own (the page, its files, its WebSocket) for as long as it stays open.
/// Strangers have a cap of their own, `limit`: when one more opens, a stranger
/// already open is closed to make room, so that connections held open by
/// someone without the token (a slowloris from another local program) can
/// never fill the server, and a page's new connection always gets its turn to
/// show its head. The one closed is the oldest of those whose bytes the door
/// has seen without a whole head among them (they are slow on purpose: a
/// browser sends its head at once); only when there is none, the oldest of all.
/// The page's own connections are never closed for a stranger.
final class ConnectionLedger: @unchecked Sendable {
    let limit: Int
    private let lock = NSLock()
    private var serial = 0
    /// Open strangers: their channel, when they opened, whether bytes came.
    private var strangers: [ObjectIdentifier: (channel: any Channel, serial: Int, heard: Bool)] = [:]

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// A connection opened: a stranger. Past the cap, another stranger is closed.
    func opened(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        lock.lock()
        serial += 1
        strangers[id] = (channel, serial, false)
        var evicted: (any Channel)?
        if strangers.count > limit {
            let others = strangers.filter { $0.key != id }
            let slow = others.filter { $0.value.heard }
            if let oldest = (slow.isEmpty ? others : slow).min(by: { $0.value.serial < $1.value.serial }) {
                strangers.removeValue(forKey: oldest.key)
                evicted = oldest.value.channel
            }
        }
        lock.unlock()
        channel.closeFuture.whenComplete { [self] _ in closed(id) }
        evicted?.close(promise: nil)
    }

    /// Bytes came on a stranger, and no whole head was among them.
    func heard(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        lock.lock()
        strangers[id]?.heard = true
        lock.unlock()
    }

    /// A head of the connection's passed the door's check: no longer a stranger.
    func vouch(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        lock.lock()
        strangers.removeValue(forKey: id)
        lock.unlock()
    }

    private func closed(_ id: ObjectIdentifier) {
        lock.lock()
        strangers.removeValue(forKey: id)
        lock.unlock()
    }
}
