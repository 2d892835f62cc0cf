package table

import "net"

// LANAddress is this machine's address on the local network: the address
// it would reach the network from (no packet is sent: a UDP "connection"
// only picks the route), else the first private IPv4 address of an
// interface that is up, else 127.0.0.1.
func LANAddress() string {
	if c, err := net.Dial("udp4", "192.0.2.1:9"); err == nil { // TEST-NET-1: never routed anywhere real
		ip := c.LocalAddr().(*net.UDPAddr).IP
		c.Close()
		if ip.IsPrivate() {
			return ip.String()
		}
	}
	ifaces, err := net.Interfaces()
	if err == nil {
		for _, ifc := range ifaces {
			if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
				continue
			}
			addrs, err := ifc.Addrs()
			if err != nil {
				continue
			}
			for _, a := range addrs {
				if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && n.IP.IsPrivate() {
					return n.IP.String()
				}
			}
		}
	}
	return "127.0.0.1"
}
