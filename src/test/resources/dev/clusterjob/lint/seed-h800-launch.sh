# Quoted verbatim from /work/shared/seeds/llama-factory-multi-node-h800.zh.txt (the commands of the article, in its order); trailing blanks kept.
# container start (both machines)
sudo docker run --network=host --device=/dev/infiniband --ulimit memlock=-1 \  
--ulimit stack=67108864 --gpus=all --name=jojo_llamafactory --init -it \  
--shm-size=4g 镜像名称 bash  

# first attempt: node A, then node B
FORCE_TORCHRUN=1 NNODES=2 NODE_RANK=0 MASTER_ADDR=192.168.0.1 MASTER_PORT=29500 llamafactory-cli train examples/train_full/llama3_full_sft.yaml  
FORCE_TORCHRUN=1 NNODES=2 NODE_RANK=1 MASTER_ADDR=192.168.0.1 MASTER_PORT=29500 llamafactory-cli train examples/train_full/llama3_full_sft.yaml  

# summary, manual launch per node with torch.distributed.launch
# 在 node1（主节点）执行（假设总进程数 16，node1 运行 rank 0 ~ 7）
python -m torch.distributed.launch --nproc_per_node=8 --nnodes=2 \ 
    --node_rank=0 --master_addr="node1" --master_port=29500 \ 
    src/train.py ...
# 在 node2（从节点）执行（运行 rank 8 ~ 15）
python -m torch.distributed.launch --nproc_per_node=8 --nnodes=2 \ 
    --node_rank=1 --master_addr="node1" --master_port=29500 \ 
    src/train.py ...
    
# fifth attempt: deepspeed from the master container
deepspeed --hostfile hostfile.txt --ssh_port 2222 src/train.py \  
--stage sft \  
--do_train True \  
--model_name_or_path /workspace/jojo/LLM-Research/Meta-Llama-3-8B-Instruct \  
--preprocessing_num_workers 16 \  
--finetuning_type full \  
--template llama3 \  
--flash_attn auto \  
--dataset_dir data \  
--dataset identity,alpaca_en_demo,alpaca_zh_demo \  
--cutoff_len 2048 \  
--learning_rate 5e-05 \  
--num_train_epochs 3.0 \  
--max_samples 100000 \  
--per_device_train_batch_size 2 \  
--gradient_accumulation_steps 8 \  
--lr_scheduler_type cosine \  
--max_grad_norm 1.0 \  
--logging_steps 5 \  
--save_steps 100 \  
--warmup_steps 0 \  
--packing False \  
--enable_thinking True \  
--report_to none \  
--output_dir saves/Llama-3-8B-Instruct/lora/train_2025-10-30-09-38-43 \  
--bf16 True \  
--plot_loss True \  
--trust_remote_code True \  
--ddp_timeout 180000000 \  
--include_num_input_tokens_seen True \  
--optim adamw_torch \  
--lora_rank 8 \  
--lora_alpha 16 \  
--lora_dropout 0 \  
--lora_target all \  
--deepspeed examples/deepspeed/ds_z3_config.json  
