//go:build !unix

package main

func testOnlyAttachTTY() {}
