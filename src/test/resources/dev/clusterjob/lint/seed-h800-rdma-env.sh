# Quoted verbatim from /work/shared/seeds/llama-factory-multi-node-h800.zh.txt (third attempt: the RDMA exports, run in both containers); trailing blanks kept.
# 在 container_a 和 container_b 容器中分别执行了以下命令  
  
# 这个用于指定通信网卡，我使用的是 bond0，具体可以执行 ifconfig 命令查看  
export NCCL_SOCKET_IFNAME=bond0  
# 可选项，这个配不配置都行，主要是用于打印 NCCL 日志的，我这里设置为 INFO  
export NCCL_DEBUG=INFO  
# 这个表示启用 RDMA  
export NCCL_IB_DISABLE=0  
# 替换为实际的 RDMA 网卡 HCA ID，可使用 ibv_devices 命令去查看  
export NCCL_IB_HCA=mlx5_0,mlx5_1  
